import { PlaceholderPage } from './placeholder-page';

export function CartPage() {
  return <PlaceholderPage title="Cart">The products you are about to order.</PlaceholderPage>;
}
