import type { FormEvent } from 'react';
import { useDraftOf } from '#src/web/lib/use-draft-of';
import { Link, useSearchParams } from 'react-router';
import { FilterSelect } from '#src/web/components/admin/filter-select';
import { ListResults, type ListColumn } from '#src/web/components/admin/list-results';
import { inputClassName } from '#src/web/components/ui/form-field';
import { formatDate, formatEuro } from '#src/web/lib/format';
import { useCustomers } from '../api/get-customers';
import { STATUS_LABELS, secondaryButtonClassName } from '../lib/display';
import type { CustomerStatus } from '../types';
import { StatusBadge } from './status-badge';

const STATUSES = Object.keys(STATUS_LABELS) as CustomerStatus[];
const STATUS_OPTIONS: ReadonlyArray<{ value: CustomerStatus | ''; label: string }> = [
  { value: '', label: 'All statuses' },
  ...STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
];
const isStatus = (value: string | null): value is CustomerStatus =>
  (STATUSES as string[]).includes(value ?? '');

const COLUMNS: readonly ListColumn[] = [
  { label: 'Customer' },
  { label: 'Company' },
  { label: 'City' },
  { label: 'Status' },
  { label: 'Credit limit', align: 'right' },
  { label: 'Available', align: 'right' },
  { label: 'Open orders', align: 'right' },
  { label: 'Joined' },
];

/** The customer list: search, status filter and page live in the URL, so Back keeps them. */
export function CustomerList() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const rawStatus = params.get('status');
  const status = isStatus(rawStatus) ? rawStatus : '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useCustomers({ search, status, page });
  const [draft, setDraft] = useDraftOf(search);

  const update = (next: { search?: string; status?: string; page?: number }) => {
    const merged = { search, status, page: 1, ...next };
    const result = new URLSearchParams();
    if (merged.search) result.set('search', merged.search);
    if (merged.status) result.set('status', merged.status);
    if (merged.page > 1) result.set('page', String(merged.page));
    setParams(result);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ search: draft.trim() });
  };

  return (
    <section aria-labelledby="customers-title">
      <h1 id="customers-title" className="text-2xl">
        Customers
      </h1>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <form role="search" onSubmit={submit} className="flex flex-1 items-end gap-2">
          <div className="min-w-56 flex-1">
            <label htmlFor="customer-search" className="block text-sm font-medium">
              Search customers
            </label>
            <input
              id="customer-search"
              type="search"
              placeholder="Name, company, email or city"
              value={draft}
              maxLength={100}
              onChange={(e) => setDraft(e.target.value)}
              className={`${inputClassName} mt-1`}
            />
          </div>
          <button type="submit" className={`${secondaryButtonClassName} h-[42px]`}>
            Search
          </button>
        </form>
        <FilterSelect
          id="customer-status"
          label="Status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(next) => update({ status: next })}
        />
      </div>

      <ListResults
        query={query}
        loadingLabel="Loading customers"
        errorText="The customers could not load. Please reload the page."
        isEmpty={(data) => data.customers.length === 0}
        emptyText={
          search || status ? 'No customers match these filters.' : 'There are no customers yet.'
        }
        countText={(data) =>
          `${data.pagination.total} ${data.pagination.total === 1 ? 'customer' : 'customers'}`
        }
        columns={COLUMNS}
        pages={(data) => data.pagination}
        onPageChange={(next) => update({ page: next })}
      >
        {(data) => (
          <>
            {data.customers.map((c) => (
              <tr key={c.id} className="hover:bg-linen-50">
                <td className="px-4 py-3">
                  <Link
                    to={`/admin/customers/${c.id}`}
                    className="font-medium text-walnut-700 underline-offset-4 hover:underline"
                  >
                    {c.full_name}
                  </Link>
                  <div className="text-linen-700">{c.email}</div>
                </td>
                <td className="px-4 py-3">{c.company_name}</td>
                <td className="px-4 py-3">{c.city}</td>
                <td className="px-4 py-3">
                  <StatusBadge status={c.status} />
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{formatEuro(c.credit_limit)}</td>
                <td className="px-4 py-3 text-right tabular-nums">
                  {formatEuro(c.available_credit)}
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{c.open_orders}</td>
                <td className="px-4 py-3 whitespace-nowrap">{formatDate(c.created_at)}</td>
              </tr>
            ))}
          </>
        )}
      </ListResults>
    </section>
  );
}
