import { PlaceholderPage } from './placeholder-page';

export function ContactPage() {
  return (
    <PlaceholderPage title="Contact Us">
      We are here to help! Feel free to contact us with any queries.
    </PlaceholderPage>
  );
}
