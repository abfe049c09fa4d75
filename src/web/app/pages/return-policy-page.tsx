import { PlaceholderPage } from './placeholder-page';

export function ReturnPolicyPage() {
  return (
    <PlaceholderPage title="Return Policy">
      How to return goods and what happens next.
    </PlaceholderPage>
  );
}
