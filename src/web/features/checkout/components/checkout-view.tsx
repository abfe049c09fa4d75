import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate } from 'react-router';
import { CART_EMPTY, cartTotals } from '#src/shared/domain/cart';
import { canOrder, ROLE_CANNOT_ORDER, siteShippingAddress } from '#src/shared/domain/companies';
import {
  INSUFFICIENT_CREDIT,
  ORDER_FAILED,
  ORDER_PLACED,
  PO_NUMBER_MESSAGE,
  poNumberSchema,
  SHIPPING_REQUIRED,
} from '#src/shared/schemas/orders';
import { messageInBody } from '#src/web/lib/api-client';
import { removeOrderedLines, useCart } from '#src/web/lib/cart-store';
import { forgetIdempotencyKey, idempotencyKeyFor } from '#src/web/lib/idempotency-key';
import { toastError, toastSuccess } from '#src/web/lib/toast';
import { useCompany } from '#src/web/lib/company';
import { useUserDetails } from '#src/web/lib/user-details';
import { orderSignature, refusedField, usePlaceOrder } from '../api/place-order';
import { useDeliveryOptions } from '#src/web/lib/delivery-options';
import {
  CHOOSE_A_DAY,
  deliveryDayOf,
  DeliveryDayPicker,
  type DayChoice,
} from './delivery-day-picker';
import { useCartNotices } from '#src/web/lib/cart-prices';
import {
  checkoutProblem,
  exceedsCredit,
  orderFailureMessage,
  wasRefused,
} from '../lib/checkout-rules';
import { AccordionSection, stepToggleId, type SectionId } from './accordion-section';
import {
  ContactInfo,
  deliveryAddressOf,
  PaymentMethod,
  ShippingAddress,
} from './checkout-sections';
import { OrderSummary } from './order-summary';
import { CartNotices } from '#src/web/components/ui/cart-notices';
import { CreditHoldNotice, creditHoldOf } from '#src/web/components/ui/credit-hold-notice';

export const SENT_FOR_APPROVAL_TOAST = 'Sent for approval';

/** docs/screens.md "Timings": order placement toasts close after 2 s. */
const TOAST_MS = 2000;
/** docs/screens.md "Timings": the payment step scrolls into view this long after it opens. */
export const PAYMENT_SCROLL_DELAY_MS = 80;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Checkout (docs/screens.md "Cart and checkout"): contact info, shipping address and payment method
 * as steps on the left, the editable order summary and Confirm Order on the right. The server has
 * the last word on prices and credit; this screen stops what it can see is wrong before sending,
 * and keeps the cart whenever the order fails.
 */
export function CheckoutView() {
  const items = useCart();
  const details = useUserDetails();
  const company = useCompany(Boolean(details.data?.company));
  const navigate = useNavigate();
  const placeOrder = usePlaceOrder();
  const { changed, refused, stockLeft } = useCartNotices(items);
  const [openSection, setOpenSection] = useState<SectionId | null>('contact');
  const [editedAddress, setEditedAddress] = useState<string | null>(null);
  const [siteChoice, setSiteChoice] = useState<number | 'other' | null>(null);
  const [shippingError, setShippingError] = useState('');
  const [refusal, setRefusal] = useState('');
  const [poNumber, setPoNumber] = useState('');
  const [dayChoice, setDayChoice] = useState<DayChoice>({ mode: 'earliest' });
  const [dayNotice, setDayNotice] = useState('');
  const dayNoticeRef = useRef<HTMLParagraphElement>(null);
  const paymentSection = useRef<HTMLDivElement>(null);
  const shippingField = useRef<HTMLTextAreaElement>(null);
  const poField = useRef<HTMLInputElement>(null);
  const scrollTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(scrollTimer.current), []);

  // A company's buyer picks one of its delivery sites, the first unless they choose
  // another or type an address (docs/business-rules.md "Orders and checkouts").
  const sites = company.data?.sites ?? [];
  const site =
    siteChoice === 'other' ? undefined : (sites.find((s) => s.id === siteChoice) ?? sites[0]);
  // The days of the site's region, or of the typed address's Eircode.
  const delivery = useDeliveryOptions(
    items,
    site
      ? { siteId: site.id }
      : { shippingAddress: editedAddress ?? deliveryAddressOf(details.data) },
  );
  const openDays = delivery.data?.days;
  // A day picked that has gone since (taken by others, asked again): picked again.
  useEffect(() => {
    if (dayChoice.mode === 'day' && dayChoice.day && openDays) {
      if (!openDays.some((d) => d.date === dayChoice.day)) setDayChoice({ mode: 'day', day: null });
    }
  }, [openDays, dayChoice]);

  if (items.length === 0) {
    return (
      <div className="rounded-lg bg-white p-8 text-center shadow-sm ring-1 ring-linen-200">
        <p className="text-lg text-linen-900">{CART_EMPTY}</p>
        <Link
          to="/products"
          className="mt-4 inline-block font-medium text-walnut-700 underline hover:text-walnut-800"
        >
          Browse our products
        </Link>
      </div>
    );
  }

  const user = details.data;
  const choice = site?.id ?? (sites.length > 0 ? 'other' : undefined);
  // Until the buyer edits it, the address follows the profile (which may still be loading).
  const shippingAddress = site
    ? siteShippingAddress(site)
    : (editedAddress ?? deliveryAddressOf(user));
  const total = cartTotals(items).total;
  // Said as soon as it is typed: the server refuses the same (docs/business-rules.md).
  const poError = poNumberSchema.safeParse(poNumber).success ? '' : PO_NUMBER_MESSAGE;
  const problem = checkoutProblem({
    items,
    shippingAddress,
    verifying: details.isPending,
    availableCredit: user?.available_credit,
    cannotOrder: user?.company ? !canOrder(user.company.role) : false,
    creditHoldDays: creditHoldOf(user)?.days,
  });
  // On credit hold (docs/business-rules.md "Invoices and payments") the order cannot go:
  // the notice says why, and Confirm Order stays disabled until the hold ends.
  const blocked = problem?.blocked === true;
  // A refused confirm's message stays while its cause does; short credit shows beforehand.
  const notice =
    refusal && problem?.message === refusal
      ? refusal
      : problem?.message === ROLE_CANNOT_ORDER || blocked
        ? problem.message
        : user && exceedsCredit(total, user.available_credit)
          ? INSUFFICIENT_CREDIT
          : '';

  function showShippingProblem(message: string) {
    setShippingError(message);
    // The field is in a panel that may be closed: open it first, then focus.
    flushSync(() => {
      setOpenSection('shipping');
    });
    shippingField.current?.focus();
  }

  /** Opens the next step and takes focus to its heading: the Continue pressed is gone. */
  function moveOnTo(section: SectionId) {
    flushSync(() => {
      setOpenSection(section);
    });
    // The payment step scrolls itself into view (below), smoothly.
    document.getElementById(stepToggleId(section))?.focus({ preventScroll: section === 'payment' });
  }

  /** Closing a step moves on to the next one (docs/screens.md "Cart and checkout"). */
  function closeSection(section: SectionId) {
    if (section === 'contact') {
      moveOnTo('shipping');
    } else if (section === 'shipping') {
      if (shippingAddress.trim() === '') {
        showShippingProblem(SHIPPING_REQUIRED);
        return;
      }
      moveOnTo('payment');
      window.clearTimeout(scrollTimer.current);
      scrollTimer.current = window.setTimeout(() => {
        paymentSection.current?.scrollIntoView({
          behavior: prefersReducedMotion() ? 'auto' : 'smooth',
          block: 'start',
        });
      }, PAYMENT_SCROLL_DELAY_MS);
    } else {
      setOpenSection(null);
    }
  }

  const toggle = (section: SectionId) => () => {
    if (openSection === section) closeSection(section);
    else setOpenSection(section);
  };

  /** The day's notice, shown in its open step and focused. */
  function showDayProblem(message: string) {
    setDayNotice(message);
    flushSync(() => {
      setOpenSection('shipping');
    });
    dayNoticeRef.current?.focus();
  }

  function confirm() {
    if (placeOrder.isPending || blocked) return;
    // No region covers the address: the day is agreed later, the earliest possible asked.
    const deliveryDay = delivery.data?.region === null ? 'earliest' : deliveryDayOf(dayChoice);
    if (deliveryDay === null) {
      showDayProblem(CHOOSE_A_DAY);
      return;
    }
    if (poError) {
      flushSync(() => {
        setOpenSection('shipping');
      });
      poField.current?.focus();
      return;
    }
    if (problem) {
      // A missing address is shown (and focused) at its field; the rest above the button.
      if (problem.section === 'shipping') showShippingProblem(problem.message);
      else setRefusal(problem.message);
      return;
    }
    setRefusal('');
    const address = shippingAddress.trim();
    const po = poNumber.trim();
    placeOrder.mutate(
      {
        items,
        shippingAddress: address,
        poNumber: po,
        siteId: site?.id,
        // The total on screen: if today's prices differ, nothing is ordered (409).
        expectedTotal: total,
        deliveryDay,
        idempotencyKey: idempotencyKeyFor(
          orderSignature(items, address, po, site?.id, deliveryDay),
        ),
      },
      {
        onSuccess: (response) => {
          if (response?.success !== true) {
            toastError(messageInBody(response) ?? ORDER_FAILED, TOAST_MS);
            return;
          }
          forgetIdempotencyKey();
          removeOrderedLines(items);
          const number = encodeURIComponent(response.checkoutNumber);
          if ('state' in response) {
            // Above the buyer's limit: it waits for an approver (docs/business-rules.md
            // "Approvals"), and the approvals page says so.
            toastSuccess(SENT_FOR_APPROVAL_TOAST, TOAST_MS);
            void navigate(`/account/approvals?sent=${number}`);
            return;
          }
          toastSuccess(response.message || ORDER_PLACED, TOAST_MS);
          // The checkout's confirmation (docs/business-rules.md "Orders and checkouts"),
          // with the day booked.
          void navigate(`/checkout/confirmation/${number}`, {
            state: { delivery: response.delivery ?? null },
          });
        },
        onError: (error) => {
          if (wasRefused(error)) forgetIdempotencyKey();
          toastError(orderFailureMessage(error), TOAST_MS);
          // The day has just been taken (or can no longer be had): everything else is kept,
          // the days are asked again (usePlaceOrder) and the buyer picks another.
          if (refusedField(error) === 'delivery_day') {
            if (dayChoice.mode === 'day') setDayChoice({ mode: 'day', day: null });
            showDayProblem(orderFailureMessage(error));
          }
        },
      },
    );
  }

  return (
    <>
      <CreditHoldNotice user={user} className="mb-4" />
      <CartNotices changed={changed} refused={refused} />
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start">
        <div className="space-y-4">
          <AccordionSection
            id="contact"
            step={1}
            title="Contact info"
            open={openSection === 'contact'}
            onToggle={toggle('contact')}
          >
            <ContactInfo
              details={details}
              onContinue={() => {
                closeSection('contact');
              }}
            />
          </AccordionSection>
          <AccordionSection
            id="shipping"
            step={2}
            title="Shipping address"
            open={openSection === 'shipping'}
            onToggle={toggle('shipping')}
          >
            <ShippingAddress
              value={shippingAddress}
              error={shippingError}
              textareaRef={shippingField}
              onChange={(value) => {
                setEditedAddress(value);
                setShippingError('');
              }}
              onContinue={() => {
                closeSection('shipping');
              }}
              poNumber={poNumber}
              poError={poError}
              onPoNumberChange={setPoNumber}
              poInputRef={poField}
              sites={sites}
              siteChoice={choice}
              onSiteChange={(next) => {
                setSiteChoice(next);
                setShippingError('');
              }}
              canAddSite={company.data?.role === 'owner'}
              deliveryDay={
                <DeliveryDayPicker
                  options={delivery.data}
                  loading={delivery.isFetching}
                  failed={delivery.isError}
                  choice={dayChoice}
                  onChange={(next) => {
                    setDayChoice(next);
                    setDayNotice('');
                  }}
                  notice={dayNotice}
                  noticeRef={dayNoticeRef}
                />
              }
            />
          </AccordionSection>
          <AccordionSection
            id="payment"
            step={3}
            title="Payment method"
            open={openSection === 'payment'}
            onToggle={toggle('payment')}
            sectionRef={paymentSection}
          >
            <PaymentMethod user={user} orderTotal={total} />
          </AccordionSection>
        </div>
        <OrderSummary
          items={items}
          busy={placeOrder.isPending}
          blocked={blocked}
          notice={notice}
          stockLeft={stockLeft}
          onConfirm={confirm}
        />
      </div>
    </>
  );
}
