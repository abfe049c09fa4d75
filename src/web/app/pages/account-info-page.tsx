import { PlaceholderPage } from './placeholder-page';

export function AccountInfoPage() {
  return (
    <PlaceholderPage title="My Account">
      Review and update your company and delivery details.
    </PlaceholderPage>
  );
}
