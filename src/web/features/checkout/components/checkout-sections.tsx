import { useId, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router';
import type { UserDetails } from '#src/shared/schemas/accounts';
import { PO_NUMBER_MAX, SHIPPING_ADDRESS_MAX } from '#src/shared/domain/order-lines';
import { inputClassName, RequiredMark } from '#src/web/components/ui/form-field';
import { CreditHoldNotice } from '#src/web/components/ui/credit-hold-notice';
import { Spinner } from '#src/web/components/ui/spinner';
import { formatEuro } from '#src/web/lib/format';
import { formatPhone } from '#src/shared/domain/phone';
import { withinSpendingLimit } from '#src/shared/domain/companies';
import { toCents } from '#src/shared/domain/money';

export const DETAILS_LOAD_FAILED = 'We could not load your details.';

const readOnlyClassName =
  'block w-full rounded-md border border-linen-300 bg-linen-100 px-3 py-2 text-linen-800';
const continueClassName =
  'mt-4 rounded-md bg-walnut-700 px-5 py-2 text-sm font-semibold text-white hover:bg-walnut-800';

type Details = { data: UserDetails | undefined; isPending: boolean; refetch: () => unknown };

function DetailsState({ details }: { details: Details }) {
  if (details.isPending) return <Spinner label="Loading your details" className="py-6" />;
  return (
    <div
      role="alert"
      className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800"
    >
      <p>{DETAILS_LOAD_FAILED}</p>
      <button
        type="button"
        onClick={() => void details.refetch()}
        className="mt-2 font-semibold underline"
      >
        Try again
      </button>
    </div>
  );
}

function ReadOnly({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-linen-900">
        {label}
      </label>
      <input id={id} readOnly value={value} className={`mt-1 ${readOnlyClassName}`} />
    </div>
  );
}

/** Step 1: who orders, from the account (changed on My Account, not here). */
export function ContactInfo({ details, onContinue }: { details: Details; onContinue: () => void }) {
  const user = details.data;
  return (
    <>
      {user ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <ReadOnly label="Full name" value={user.full_name} />
          <ReadOnly label="Phone number" value={formatPhone(user.phone_number)} />
          <div className="sm:col-span-2">
            <ReadOnly label="Email" value={user.email} />
          </div>
        </div>
      ) : (
        <DetailsState details={details} />
      )}
      <button type="button" onClick={onContinue} className={continueClassName}>
        Continue
      </button>
    </>
  );
}

/** The profile's delivery address as one line: the default shipping address. */
export const deliveryAddressOf = (user: UserDetails | undefined) =>
  user
    ? [user.delivery_address, user.delivery_city, user.delivery_eir_code]
        .map((part) => part.trim())
        .filter(Boolean)
        .join(', ')
    : '';

/** The buyer's own purchase-order number for the whole order (optional). */
function PurchaseOrderField({
  value,
  error,
  onChange,
  inputRef,
}: {
  value: string;
  error: string;
  onChange: (value: string) => void;
  inputRef: Ref<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <div className="mt-4">
      <label htmlFor={id} className="block text-sm font-medium text-linen-900">
        Purchase order number <span className="font-normal text-linen-700">(optional)</span>
      </label>
      <input
        ref={inputRef}
        id={id}
        value={value}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-error`}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        className={`mt-1 ${inputClassName}`}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-linen-700">
        Your own PO number for the whole order, up to {PO_NUMBER_MAX} characters: we show it with
        the order number on the confirmation and in the emails. Each line keeps its own reference.
      </p>
      <p id={`${id}-error`} role="alert" className="mt-1 min-h-5 text-sm text-red-700">
        {error}
      </p>
    </div>
  );
}

/** A delivery site of the buyer's company, as the checkout offers it. */
export interface DeliverySite {
  id: number;
  name: string;
  address: string;
  city: string;
  eircode: string;
  contact_name: string;
  delivery_notes: string;
}

/**
 * The company's delivery sites, one to choose, or another address typed for this order
 * (docs/screens.md "Cart and checkout").
 */
function SitePicker({
  sites,
  choice,
  onChange,
  canAddSite,
}: {
  sites: readonly DeliverySite[];
  choice: number | 'other' | undefined;
  onChange: (choice: number | 'other') => void;
  canAddSite: boolean;
}) {
  const name = useId();
  const option =
    'flex gap-3 rounded-md border border-linen-200 p-3 has-[:checked]:border-walnut-600 has-[:checked]:bg-linen-50';
  return (
    <fieldset className="mb-4">
      <legend className="text-sm font-medium text-linen-900">Deliver to</legend>
      <div className="mt-2 space-y-2">
        {sites.map((site) => (
          <label key={site.id} className={option}>
            <input
              type="radio"
              name={name}
              checked={choice === site.id}
              onChange={() => {
                onChange(site.id);
              }}
              className="mt-1"
            />
            <span className="text-sm">
              <span className="block font-medium text-linen-950">{site.name}</span>
              <span className="block text-linen-800">
                {[site.address, site.city, site.eircode].join(', ')}
              </span>
              {site.contact_name && (
                <span className="block text-linen-700">Contact: {site.contact_name}</span>
              )}
              {site.delivery_notes && (
                <span className="block text-linen-700">{site.delivery_notes}</span>
              )}
            </span>
          </label>
        ))}
        <label className={option}>
          <input
            type="radio"
            name={name}
            checked={choice === 'other'}
            onChange={() => {
              onChange('other');
            }}
            className="mt-1"
          />
          <span className="text-sm font-medium text-linen-950">Another address</span>
        </label>
      </div>
      {canAddSite && (
        <p className="mt-2 text-sm">
          <Link
            to="/account/company?add-site=checkout#sites"
            className="font-medium text-walnut-700 underline hover:text-walnut-800"
          >
            Add a delivery site
          </Link>{' '}
          <span className="text-linen-700">(your cart is kept)</span>
        </p>
      )}
    </fieldset>
  );
}

/**
 * Step 2: where the order goes (the delivery address, editable for this order), the
 * buyer's purchase-order number and the delivery day.
 */
export function ShippingAddress({
  value,
  error,
  onChange,
  onContinue,
  textareaRef,
  poNumber,
  poError,
  onPoNumberChange,
  poInputRef,
  sites = [],
  siteChoice,
  onSiteChange = () => undefined,
  canAddSite = false,
  deliveryDay,
}: {
  value: string;
  error: string;
  onChange: (value: string) => void;
  onContinue: () => void;
  textareaRef: Ref<HTMLTextAreaElement>;
  poNumber: string;
  poError: string;
  onPoNumberChange: (value: string) => void;
  poInputRef: Ref<HTMLInputElement>;
  /** The company's delivery sites, the one chosen ('other': the address typed). */
  sites?: readonly DeliverySite[];
  siteChoice?: number | 'other' | undefined;
  onSiteChange?: (choice: number | 'other') => void;
  /** Owners may add a site (on My Account → Company). */
  canAddSite?: boolean;
  /** The delivery day for this address (DeliveryDayPicker), above Continue. */
  deliveryDay?: ReactNode;
}) {
  const id = useId();
  const typed = sites.length === 0 || siteChoice === 'other';
  return (
    <>
      {sites.length > 0 && (
        <SitePicker
          sites={sites}
          choice={siteChoice}
          onChange={onSiteChange}
          canAddSite={canAddSite}
        />
      )}
      {typed && (
        <>
          <label htmlFor={id} className="block text-sm font-medium text-linen-900">
            Shipping address
            <RequiredMark />
          </label>
          <textarea
            ref={textareaRef}
            id={id}
            required
            rows={3}
            maxLength={SHIPPING_ADDRESS_MAX}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-error`}
            onChange={(event) => {
              onChange(event.target.value);
            }}
            className={`mt-1 ${inputClassName}`}
          />
          <p id={`${id}-error`} role="alert" className="mt-1 min-h-5 text-sm text-red-700">
            {error}
          </p>
        </>
      )}
      <PurchaseOrderField
        value={poNumber}
        error={poError}
        onChange={onPoNumberChange}
        inputRef={poInputRef}
      />
      {deliveryDay}
      <button type="button" onClick={onContinue} className={continueClassName}>
        Continue
      </button>
    </>
  );
}

/**
 * Step 3: the only way to pay, on account against the credit limit
 * (docs/business-rules.md "Credit").
 */
export function PaymentMethod({
  user,
  orderTotal,
}: {
  user: UserDetails | undefined;
  orderTotal: number;
}) {
  return (
    <fieldset>
      <legend className="sr-only">Payment method</legend>
      <label className="flex items-start gap-3 rounded-md border border-walnut-700 bg-linen-50 p-4">
        <input
          type="radio"
          name="payment-method"
          value="on-account"
          checked
          readOnly
          className="mt-1 size-4 accent-walnut-700"
        />
        <span>
          <span className="block font-semibold text-linen-950">On account</span>
          <span className="mt-1 block text-sm text-linen-700">
            The order total is charged to your trade account against your credit limit and invoiced
            to you; nothing is paid online.
          </span>
        </span>
      </label>
      {user && (
        <dl className="mt-4 grid grid-cols-[1fr_auto] gap-y-1 text-sm">
          <dt className="text-linen-700">
            {user.company ? `${user.company.short_name}’s credit limit` : 'Credit limit'}
          </dt>
          <dd className="text-right">{formatEuro(user.credit_limit)}</dd>
          <dt className="text-linen-700">Available credit</dt>
          <dd className="text-right font-semibold">{formatEuro(user.available_credit)}</dd>
          {user.company?.spending_limit != null && (
            <>
              <dt className="text-linen-700">Your limit per order</dt>
              <dd className="text-right">{formatEuro(user.company.spending_limit)}</dd>
            </>
          )}
          <dt className="text-linen-700">This order</dt>
          <dd className="text-right">{formatEuro(orderTotal)}</dd>
        </dl>
      )}
      <CreditHoldNotice user={user} announce={false} className="mt-3" />
      {user?.company &&
        !user.on_credit_hold &&
        !withinSpendingLimit(
          user.company.spending_limit === null ? null : toCents(user.company.spending_limit),
          toCents(orderTotal),
        ) && (
          <p role="status" className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            This order is above your per-order limit: Confirm Order sends it to your company’s
            approvers, and nothing is ordered until one of them approves it.
          </p>
        )}
    </fieldset>
  );
}
