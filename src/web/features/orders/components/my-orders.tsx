import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { movesCompanyDeliveries, seesCompanyOrders } from '#src/shared/domain/companies';
import { ORDER_TABS, type OrderTab } from '#src/shared/domain/orders';
import { Pagination } from '#src/web/components/ui/pagination';
import { SearchBox } from '#src/web/components/ui/search-box';
import { Spinner } from '#src/web/components/ui/spinner';
import { GENERIC_ERROR_MESSAGE } from '#src/web/lib/api-client';
import { serverMessage } from '#src/web/lib/form-errors';
import { pageParam } from '#src/web/lib/page-param';
import { useSignedIn, type ReturnState } from '#src/web/lib/session';
import { useUserDetails } from '#src/web/lib/user-details';
import { useUserOrders } from '../api/get-user-orders';
import { CheckoutGroups } from './checkout-groups';
import { CompanyFilters } from './company-filters';
import { OrderCard } from './order-card';
import { OrderTabs, PANEL_ID, tabId } from './order-tabs';

const SIGN_IN_RETURN: ReturnState = { from: { pathname: '/orders', search: '' } };

/** ?tab=cancelled and ?tab=delivered; anything else is the Active tab. */
function tabOf(value: string | null): OrderTab {
  return ORDER_TABS.find((tab) => tab.toLowerCase() === value?.toLowerCase()) ?? 'Active';
}

/**
 * My Orders below its heading and track box (docs/screens.md "My Orders and tracking"). The route
 * has no guard, so a visitor is asked to sign in here instead of asking the API for nobody's
 * orders.
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
  return <OrdersView />;
}

const switchButton = (pressed: boolean) =>
  `px-4 py-2 text-sm font-medium first:rounded-l-md last:rounded-r-md ${
    pressed ? 'bg-walnut-700 text-white' : 'bg-white text-linen-900 hover:bg-linen-100'
  }`;

/** Two buttons, one pressed: "Order lines | By checkout", "My orders | Company orders". */
function TwoWaySwitch({
  label,
  names,
  second,
  onChange,
}: {
  label: string;
  names: [string, string];
  second: boolean;
  onChange: (second: boolean) => void;
}) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-md ring-1 ring-linen-300">
      {names.map((name, i) => (
        <button
          key={name}
          type="button"
          aria-pressed={second === (i === 1)}
          className={switchButton(second === (i === 1))}
          onClick={() => {
            onChange(i === 1);
          }}
        >
          {name}
        </button>
      ))}
    </div>
  );
}

/**
 * ?view=checkouts groups the lines by checkout; ?scope=company (owners, approvers and
 * accounts) lists every member's orders of the company. The address keeps both for Back
 * and reload.
 */
function OrdersView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const details = useUserDetails();
  const role = details.data?.company?.role;
  const seesCompany = role !== undefined && seesCompanyOrders(role);
  const askedCompany = searchParams.get('scope') === 'company';
  const company = seesCompany && askedCompany;
  const grouped = !company && searchParams.get('view') === 'checkouts';
  const listTop = useRef<HTMLDivElement>(null);
  // Who the viewer is decides whether the company view is theirs to see.
  if (askedCompany && details.isPending) return <Spinner label="Loading your orders" />;

  const switches = (
    <div className="mb-6 flex flex-wrap gap-4">
      {seesCompany && (
        <TwoWaySwitch
          label="Whose orders"
          names={['My orders', 'Company orders']}
          second={company}
          onChange={(toCompany) => {
            setSearchParams(toCompany ? { scope: 'company' } : {});
          }}
        />
      )}
      {!company && (
        <TwoWaySwitch
          label="Show my orders"
          names={['Order lines', 'By checkout']}
          second={grouped}
          onChange={(toGrouped) => {
            setSearchParams(toGrouped ? { view: 'checkouts' } : {});
          }}
        />
      )}
    </div>
  );
  if (company) {
    return (
      <OrderList
        switches={switches}
        viewerId={details.data!.id}
        movesOthers={movesCompanyDeliveries(role)}
      />
    );
  }
  if (!grouped) return <OrderList switches={switches} />;
  const page = pageParam(searchParams);
  return (
    <div ref={listTop} className="scroll-mt-24">
      {switches}
      <CheckoutGroups
        page={page}
        onPageChange={(next) => {
          setSearchParams(
            next > 1 ? { view: 'checkouts', page: String(next) } : { view: 'checkouts' },
          );
          listTop.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
        }}
      />
    </div>
  );
}

/** A positive whole number from the address, else undefined. */
function idParam(value: string | null) {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * One tab of the viewer's orders, or with `viewerId` of their company's (filtered by buyer
 * and site), with the search and pages.
 */
function OrderList({
  switches,
  viewerId,
  movesOthers = false,
}: {
  switches: ReactNode;
  viewerId?: number;
  /** Owners and approvers may move and accept other members' deliveries. */
  movesOthers?: boolean;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const company = viewerId !== undefined;
  const selected = tabOf(searchParams.get('tab'));
  const page = pageParam(searchParams);
  const q = (searchParams.get('q') ?? '').trim();
  const buyer = company ? idParam(searchParams.get('buyer')) : undefined;
  const site = company ? idParam(searchParams.get('site')) : undefined;
  const query = useUserOrders({
    tab: selected,
    page,
    q,
    ...(company ? { scope: 'company' as const, buyer, site } : {}),
  });
  const listTop = useRef<HTMLDivElement>(null);
  const pagination = query.data?.pagination;

  /**
   * Tab, search and page live in the address, so Back and reload keep them. Another page
   * is a step Back can undo; another tab or search, or a correction, is not.
   */
  const show = (
    tab: OrderTab,
    next = 1,
    { replace = true, search = q, filters = { buyer, site } } = {},
  ) => {
    const params: Record<string, string> = {};
    if (company) params.scope = 'company';
    if (filters.buyer !== undefined) params.buyer = String(filters.buyer);
    if (filters.site !== undefined) params.site = String(filters.site);
    if (tab !== 'Active') params.tab = tab.toLowerCase();
    if (search) params.q = search;
    if (next > 1) params.page = String(next);
    setSearchParams(params, { replace });
  };
  // Past the last page (its last order cancelled or delivered meanwhile): the last page.
  const lastPage =
    pagination && page > Math.max(1, pagination.totalPages)
      ? Math.max(1, pagination.totalPages)
      : undefined;
  useEffect(() => {
    if (lastPage !== undefined && !query.isPlaceholderData) show(selected, lastPage);
  });

  let body;
  // A page past the last shows nothing of it: the spinner, until the last page is here.
  if (query.isPending || lastPage !== undefined) {
    body = <Spinner label="Loading your orders" />;
  } else if (query.isError) {
    body = (
      <p role="alert" className="py-12 text-center text-red-700">
        {serverMessage(query.error) ?? GENERIC_ERROR_MESSAGE}
      </p>
    );
  } else if (query.data.pagination.total === 0) {
    body = (
      <p className="py-12 text-center text-linen-700">
        {q ? `No ${selected} orders found for “${q}”` : `No ${selected} orders found`}
      </p>
    );
  } else {
    const { total, currentPage, totalPages, limit } = query.data.pagination;
    const first = (currentPage - 1) * limit + 1;
    body = (
      <>
        {totalPages > 1 && (
          <p className="mb-4 text-sm text-linen-700">
            {first === total
              ? `${selected} order ${first} of ${total}`
              : `${selected} orders ${first}–${Math.min(total, first + limit - 1)} of ${total}`}
          </p>
        )}
        <ul className="space-y-4" aria-busy={query.isPlaceholderData}>
          {query.data.orders.map((order) => (
            <li key={order.id}>
              <OrderCard
                order={order}
                mine={!company || order.buyer?.id === viewerId}
                movesDelivery={!company || order.buyer?.id === viewerId || movesOthers}
              />
            </li>
          ))}
        </ul>
        <Pagination
          className="mt-8"
          currentPage={page}
          totalPages={totalPages}
          onPageChange={(next) => {
            show(selected, next, { replace: false });
            listTop.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
          }}
        />
      </>
    );
  }

  return (
    <div ref={listTop} className="scroll-mt-24">
      {switches}
      <div className="mb-6 flex flex-wrap items-end gap-4">
        <div className="min-w-64 flex-1">
          <SearchBox
            label={
              company
                ? "Find the company's orders by tracking ID or reference number"
                : 'Find your orders by tracking ID or reference number'
            }
            showLabel
            placeholder="All or the start of one"
            value={q}
            onSearch={(text) => {
              show(selected, 1, { search: text });
            }}
          />
        </div>
        {company && (
          <CompanyFilters
            buyer={buyer}
            site={site}
            onChange={(filters) => {
              show(selected, 1, { filters });
            }}
          />
        )}
      </div>
      <OrderTabs
        selected={selected}
        onSelect={(tab) => {
          show(tab);
        }}
      />
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(selected)} className="pt-6">
        {body}
      </div>
    </div>
  );
}
