import { HomePage } from './home-page';

// Storefront spec §2: the home page under the alternative, static header (see RootLayout).
export function Home2Page() {
  return <HomePage />;
}
