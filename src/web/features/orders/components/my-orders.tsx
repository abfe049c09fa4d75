import { Link, useSearchParams } from 'react-router';
import { ORDER_TABS, orderTab, type OrderTab } from '../../../../shared/domain/orders';
import { Spinner } from '../../../components/ui/spinner';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/form-errors';
import { useSignedIn, type ReturnState } from '../../../lib/session';
import { useUserOrders } from '../api/get-user-orders';
import { OrderCard } from './order-card';
import { OrderTabs, PANEL_ID, tabId } from './order-tabs';

const SIGN_IN_RETURN: ReturnState = { from: { pathname: '/orders', search: '' } };

/** ?tab=cancelled and ?tab=delivered; anything else is the Active tab. */
function tabOf(value: string | null): OrderTab {
  return ORDER_TABS.find((tab) => tab.toLowerCase() === value?.toLowerCase()) ?? 'Active';
}

/**
 * My Orders below its heading and track box (accounts §2). The route has no guard, so a
 * visitor is asked to sign in here instead of asking the API for nobody's orders.
 */
export function MyOrders() {
  const signedIn = useSignedIn();
  if (!signedIn) {
    return (
      <p className="rounded-xl bg-white px-6 py-8 text-center text-linen-800 ring-1 ring-linen-200">
        <Link
          to="/signin"
          state={SIGN_IN_RETURN}
          className="font-medium text-walnut-700 underline hover:text-walnut-800"
        >
          Sign in
        </Link>{' '}
        to see your orders.
      </p>
    );
  }
  return <OrderList />;
}

function OrderList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = tabOf(searchParams.get('tab'));
  const query = useUserOrders();

  let body;
  if (query.isPending) {
    body = <Spinner label="Loading your orders" />;
  } else if (query.isError) {
    body = (
      <p role="alert" className="py-12 text-center text-red-700">
        {serverMessage(query.error) ?? GENERIC_ERROR_MESSAGE}
      </p>
    );
  } else {
    const orders = query.data.orders.filter((order) => orderTab(order) === selected);
    body =
      orders.length === 0 ? (
        <p className="py-12 text-center text-linen-700">{`No ${selected} orders found`}</p>
      ) : (
        <ul className="space-y-4">
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      );
  }

  return (
    <div>
      <OrderTabs
        selected={selected}
        onSelect={(tab) => {
          setSearchParams(tab === 'Active' ? {} : { tab: tab.toLowerCase() }, { replace: true });
        }}
      />
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(selected)} className="pt-6">
        {body}
      </div>
    </div>
  );
}
