import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { secondaryButtonClassName } from '#src/web/components/admin/console-forms';
import { ListResults, type ListColumn } from '#src/web/components/admin/list-results';
import { inputClassName } from '#src/web/components/ui/form-field';
import { formatDate, formatEuro } from '#src/web/lib/format';
import { useDraftOf } from '#src/web/lib/use-draft-of';
import { useCompanies } from '../api/get-companies';

const COLUMNS: readonly ListColumn[] = [
  { label: 'Company' },
  { label: 'VAT number' },
  { label: 'Members', align: 'right' },
  { label: 'Credit limit', align: 'right' },
  { label: 'Available', align: 'right' },
  { label: 'Since' },
];

/** The company list: search and page live in the URL, so Back keeps them. */
export function CompanyList() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useCompanies({ search, page });
  const [draft, setDraft] = useDraftOf(search);

  const update = (next: { search?: string; page?: number }) => {
    const merged = { search, page: 1, ...next };
    const result = new URLSearchParams();
    if (merged.search) result.set('search', merged.search);
    if (merged.page > 1) result.set('page', String(merged.page));
    setParams(result);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ search: draft.trim() });
  };

  return (
    <section aria-labelledby="companies-title">
      <h1 id="companies-title" className="text-2xl">
        Companies
      </h1>
      <form role="search" onSubmit={submit} className="mt-4 flex items-end gap-2">
        <div className="min-w-56 flex-1">
          <label htmlFor="company-search" className="block text-sm font-medium">
            Search companies
          </label>
          <input
            id="company-search"
            type="search"
            placeholder="Name, VAT number, or a member’s name or email"
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

      <ListResults
        query={query}
        loadingLabel="Loading companies"
        errorText="The companies could not load. Please reload the page."
        isEmpty={(data) => data.companies.length === 0}
        emptyText={search ? 'No companies match this search.' : 'There are no companies yet.'}
        countText={(data) =>
          `${data.pagination.total} ${data.pagination.total === 1 ? 'company' : 'companies'}`
        }
        columns={COLUMNS}
        pages={(data) => data.pagination}
        onPageChange={(next) => update({ page: next })}
      >
        {(data) => (
          <>
            {data.companies.map((c) => (
              <tr key={c.id} className="hover:bg-linen-50">
                <td className="px-4 py-3">
                  <Link
                    to={`/admin/companies/${c.id}`}
                    className="font-medium text-walnut-700 underline-offset-4 hover:underline"
                  >
                    {c.short_name}
                  </Link>
                  <div className="text-linen-700">{c.registered_name}</div>
                </td>
                <td className="px-4 py-3">{c.vat_number ?? '—'}</td>
                <td className="px-4 py-3 text-right tabular-nums">{c.members}</td>
                <td className="px-4 py-3 text-right tabular-nums">{formatEuro(c.credit_limit)}</td>
                <td
                  className={`px-4 py-3 text-right tabular-nums ${c.available_credit < 0 ? 'text-red-700' : ''}`}
                >
                  {formatEuro(c.available_credit)}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{formatDate(c.created_at)}</td>
              </tr>
            ))}
          </>
        )}
      </ListResults>
    </section>
  );
}
