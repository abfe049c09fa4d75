import { useSearchParams } from 'react-router';
import { ListResults } from '#src/web/components/admin/list-results';
import { FilterSelect } from '#src/web/components/admin/filter-select';
import { pageParam } from '#src/web/lib/page-param';
import { useMails } from '../api/get-mails';
import { EMPTY_TEXT, MAIL_FILTERS } from '../lib/display';
import type { MailFilter } from '../types';
import { MailCard } from './mail-card';

export const MAILS_LOAD_FAILED = 'The mails could not load. Please reload the page.';

const isFilter = (value: string | null): value is MailFilter =>
  MAIL_FILTERS.some((f) => f.value === value);

/** The state and page live in the address, so a reload or the dashboard's link keeps them. */
function useMailFilter() {
  const [params, setParams] = useSearchParams();
  const state = params.get('state');
  const filter: MailFilter = isFilter(state) ? state : 'all';
  const page = pageParam(params);
  const update = (next: { filter?: MailFilter; page?: number }) => {
    const values = { filter, page: 1, ...next };
    const query = new URLSearchParams();
    if (values.filter !== 'all') query.set('state', values.filter);
    if (values.page > 1) query.set('page', String(values.page));
    setParams(query);
  };
  return { filter, page, update };
}

/** The console's Mail screen (docs/mail.md): what the shop sent, what keeps failing, and why. */
export function MailList() {
  const { filter, page, update } = useMailFilter();
  const query = useMails({ filter, page });
  return (
    <section aria-labelledby="mail-title">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="mail-title" className="text-2xl">
            Mail
          </h1>
          <p className="mt-1 text-linen-700">
            Every mail the shop sends, failing ones first. Only the envelope is shown, never the
            text.
          </p>
        </div>
        <FilterSelect
          id="mail-state"
          label="State"
          value={filter}
          options={MAIL_FILTERS}
          onChange={(next) => update({ filter: next })}
        />
      </div>
      <ListResults
        query={query}
        loadingLabel="Loading the mails"
        errorText={MAILS_LOAD_FAILED}
        isEmpty={(data) => data.mails.length === 0}
        emptyText={EMPTY_TEXT[filter]}
        countText={(data) =>
          `${data.pagination.total} ${data.pagination.total === 1 ? 'mail' : 'mails'}`
        }
        listLabel="Mails"
        pages={(data) => ({
          page: data.pagination.currentPage,
          totalPages: data.pagination.totalPages,
        })}
        onPageChange={(next) => update({ page: next })}
      >
        {(data) =>
          data.mails.map((mail) => (
            <li key={mail.id}>
              <MailCard mail={mail} />
            </li>
          ))
        }
      </ListResults>
    </section>
  );
}
