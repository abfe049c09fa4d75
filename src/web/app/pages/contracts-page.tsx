import { PlaceholderPage } from './placeholder-page';

export function ContractsPage() {
  return (
    <PlaceholderPage title="Contracts">
      Furniture design, manufacturing and on-site installation for hostels, high-rises and hotels.
    </PlaceholderPage>
  );
}
