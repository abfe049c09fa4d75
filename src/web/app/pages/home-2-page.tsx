import { HomePage } from './home-page';

// docs/screens.md "Routes": the home page under the alternative, static header (see RootLayout).
export function Home2Page() {
  return <HomePage />;
}
