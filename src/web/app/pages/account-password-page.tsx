import { PlaceholderPage } from './placeholder-page';

export function AccountPasswordPage() {
  return (
    <PlaceholderPage title="Update Password">
      Change the password of your trade account.
    </PlaceholderPage>
  );
}
