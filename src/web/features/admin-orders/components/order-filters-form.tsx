import { useState, type FormEvent } from 'react';
import { inputClassName } from '#src/web/components/ui/form-field';
import { useDeliveryStatuses } from '../api/get-delivery-statuses';
import { STATUS_OPTIONS, type OrderFilters } from '../lib/order-filters';
import { secondaryButtonClassName, smallPrimaryButtonClassName } from '../lib/styles';

type Props = { filters: OrderFilters; onApply: (filters: OrderFilters) => void };

const label = 'block text-sm font-medium text-linen-900';

/**
 * The list's filters. The text searches apply on "Search" (not on each key), the
 * selects and dates at once: staff pick a status and see it.
 */
export function OrderFiltersForm({ filters, onApply }: Props) {
  const statuses = useDeliveryStatuses();
  const [customer, setCustomer] = useState(filters.customer ?? '');
  const [q, setQ] = useState(filters.q ?? '');

  const apply = (changes: OrderFilters) => {
    onApply({ ...filters, customer, q, ...changes });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({});
  };

  return (
    <form
      role="search"
      aria-label="Filter orders"
      onSubmit={submit}
      className="grid gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-linen-200 sm:grid-cols-2 lg:grid-cols-4"
    >
      <div className="sm:col-span-2">
        <label htmlFor="orders-q" className={label}>
          Tracking ID or reference
        </label>
        <input
          id="orders-q"
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          maxLength={100}
          placeholder="TRK-… or Room 101"
          className={`mt-1 ${inputClassName}`}
        />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="orders-customer" className={label}>
          Customer
        </label>
        <input
          id="orders-customer"
          type="search"
          value={customer}
          onChange={(e) => setCustomer(e.target.value)}
          maxLength={100}
          placeholder="Name, company or email"
          className={`mt-1 ${inputClassName}`}
        />
      </div>
      <div>
        <label htmlFor="orders-status" className={label}>
          Status
        </label>
        <select
          id="orders-status"
          value={filters.status ?? ''}
          onChange={(e) => apply({ status: e.target.value })}
          className={`mt-1 ${inputClassName}`}
        >
          {STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="orders-delivery" className={label}>
          Delivery status
        </label>
        <select
          id="orders-delivery"
          value={filters.deliveryStatus ?? ''}
          onChange={(e) => apply({ deliveryStatus: e.target.value })}
          className={`mt-1 ${inputClassName}`}
        >
          <option value="">Any delivery status</option>
          {statuses.data?.map((status) => (
            <option key={status.id} value={String(status.id)}>
              {status.deliveryStatus}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="orders-from" className={label}>
          Ordered from
        </label>
        <input
          id="orders-from"
          type="date"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(e) => apply({ from: e.target.value })}
          className={`mt-1 ${inputClassName}`}
        />
      </div>
      <div>
        <label htmlFor="orders-to" className={label}>
          Ordered to
        </label>
        <input
          id="orders-to"
          type="date"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(e) => apply({ to: e.target.value })}
          className={`mt-1 ${inputClassName}`}
        />
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
        <button type="submit" className={smallPrimaryButtonClassName}>
          Search
        </button>
        <button
          type="button"
          className={secondaryButtonClassName}
          onClick={() => {
            setCustomer('');
            setQ('');
            onApply({});
          }}
        >
          Clear filters
        </button>
      </div>
    </form>
  );
}
