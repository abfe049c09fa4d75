import { PlaceholderPage } from './placeholder-page';

export function SigninPage() {
  return <PlaceholderPage title="Trade Sign In">Sign in to your trade account.</PlaceholderPage>;
}
