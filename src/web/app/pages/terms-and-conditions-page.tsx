import { PlaceholderPage } from './placeholder-page';

export function TermsAndConditionsPage() {
  return (
    <PlaceholderPage title="Terms and Conditions">
      Our terms and conditions of sale to trade customers.
    </PlaceholderPage>
  );
}
