import {
  CART_BODY_CLASS,
  CART_SECTION_CLASS,
  CART_TITLE,
  CART_TITLE_CLASS,
} from '#src/shared/site/first-paint';
import { CartView } from '../../features/cart/components/cart-view';

export function CartPage() {
  return (
    <section className={CART_SECTION_CLASS}>
      <h1 className={CART_TITLE_CLASS}>{CART_TITLE}</h1>
      <div className={CART_BODY_CLASS}>
        <CartView />
      </div>
    </section>
  );
}
