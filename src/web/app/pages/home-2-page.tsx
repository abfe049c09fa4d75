import { PlaceholderPage } from './placeholder-page';

export function Home2Page() {
  return (
    <PlaceholderPage title="Home">
      Our home page with the alternative, static header.
    </PlaceholderPage>
  );
}
