import { PlaceholderPage } from './placeholder-page';

export function PrivacyPolicyPage() {
  return (
    <PlaceholderPage title="Privacy Policy">
      How we collect, use and protect your personal data.
    </PlaceholderPage>
  );
}
