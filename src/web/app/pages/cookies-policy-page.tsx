import { PlaceholderPage } from './placeholder-page';

export function CookiesPolicyPage() {
  return (
    <PlaceholderPage title="Cookies Policy">
      Which cookies this website uses and why.
    </PlaceholderPage>
  );
}
