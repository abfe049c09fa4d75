import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CartItem } from '../../shared/domain/cart';
import { eircodeInAddress } from '../../shared/domain/delivery-days';
import type { DeliveryOptions } from '../../shared/schemas/delivery-options';
import { api } from './api-client';
import { useSignedIn } from './session';

export const DELIVERY_OPTIONS_PATH = '/api/delivery/options';
/** A cart's delivery days: asked again when a checkout is refused for a day just taken. */
export const DELIVERY_OPTIONS_QUERY_KEY = ['delivery-options'] as const;

/** Where the cart would go: a company's site, or a typed address (its Eircode names the region). */
export type DeliveryTarget = { siteId?: number | undefined; shippingAddress?: string | undefined };

/**
 * POST /api/delivery/options (docs/api.md "Delivery days"): the cart's lead time, its
 * earliest delivery date and, for a site or address in a region, the days that can be booked.
 */
export function useDeliveryOptions(items: readonly CartItem[], target: DeliveryTarget = {}) {
  const signedIn = useSignedIn();
  const lines = items.map((item) => ({
    productId: item.id,
    fabricId: item.fabricId,
    quantity: item.quantity,
  }));
  // Of a typed address only its Eircode counts: typing the rest asks nothing again.
  const eircode =
    target.siteId === undefined && target.shippingAddress
      ? eircodeInAddress(target.shippingAddress)
      : undefined;
  const body: OptionsBody & { lines: typeof lines } = {
    lines,
    ...(target.siteId !== undefined ? { site_id: target.siteId } : {}),
    ...(eircode ? { shipping_address: eircode } : {}),
  };
  return useQuery({
    queryKey: [...DELIVERY_OPTIONS_QUERY_KEY, body],
    queryFn: ({ signal }) => api.post<DeliveryOptions>(DELIVERY_OPTIONS_PATH, body, { signal }),
    enabled: signedIn && items.length > 0,
    // The days change as others book: asked afresh each time, the last answer shown meanwhile,
    // but only for the same site or Eircode: another region's days (or "we will agree a day")
    // must not stand in while this one's load.
    staleTime: 0,
    placeholderData: (previous, previousQuery) =>
      previousQuery && sameTarget(previousQuery.queryKey[1] as OptionsBody, body)
        ? keepPreviousData(previous)
        : undefined,
    retry: false,
  });
}

type OptionsBody = { site_id?: number; shipping_address?: string };
const sameTarget = (a: OptionsBody | undefined, b: OptionsBody) =>
  a?.site_id === b.site_id && a?.shipping_address === b.shipping_address;

// Days are calendar days: read and written in UTC, so no time zone moves them.
let dayFormat: Intl.DateTimeFormat | undefined;

/** "2026-12-03" → "Thu 3 Dec 2026", or "Thu 3 Dec" without the year. */
export function formatDeliveryDay(day: string, { year = true } = {}): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  dayFormat ??= new Intl.DateTimeFormat('en-IE', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const parts = new Map(dayFormat.formatToParts(date).map((part) => [part.type, part.value]));
  const words = [parts.get('weekday'), parts.get('day'), parts.get('month')];
  if (year) words.push(parts.get('year'));
  return words.join(' ');
}
