// The list's filters live in the URL (?status=&q=…), so a filtered list can be
// bookmarked, shared and left with the Back button. The export uses the same filters.

export const FILTER_KEYS = ['status', 'deliveryStatus', 'customer', 'q', 'from', 'to'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type OrderFilters = Partial<Record<FilterKey, string>>;

export const STATUS_OPTIONS = [
  { value: '', label: 'All orders' },
  { value: 'active', label: 'Open (unpaid)' },
  { value: 'paid', label: 'Paid' },
  { value: 'cancelled', label: 'Cancelled' },
] as const;

export function filtersFrom(params: URLSearchParams): OrderFilters {
  const filters: OrderFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** Only the filters that are set, in a stable order (query keys and URLs alike). */
export function filterQuery(filters: OrderFilters): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) query.set(key, value);
  }
  return query;
}

export function exportUrl(filters: OrderFilters): string {
  const query = filterQuery(filters).toString();
  return `/api/admin/orders/export.csv${query ? `?${query}` : ''}`;
}

export const hasFilters = (filters: OrderFilters) => FILTER_KEYS.some((key) => filters[key]);
