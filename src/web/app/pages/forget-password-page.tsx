import { PlaceholderPage } from './placeholder-page';

export function ForgetPasswordPage() {
  return (
    <PlaceholderPage title="Forgot Password">
      Enter your email address and we will send you a link to reset your password.
    </PlaceholderPage>
  );
}
