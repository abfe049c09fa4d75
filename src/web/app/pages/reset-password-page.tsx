import { PlaceholderPage } from './placeholder-page';

export function ResetPasswordPage() {
  return (
    <PlaceholderPage title="Reset Password">
      Choose a new password for your trade account.
    </PlaceholderPage>
  );
}
