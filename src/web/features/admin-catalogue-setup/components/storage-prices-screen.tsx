import { useState, type FormEvent } from 'react';
import { storagePricesBody, type AdminCategory } from '#src/shared/schemas/admin-catalogue-setup';
import { isBedsCategory } from '#src/shared/domain/catalog-rules';
import { formatEuro } from '#src/shared/domain/money';
import { TextField } from '#src/web/components/ui/form-field';
import { Spinner } from '#src/web/components/ui/spinner';
import {
  firstIssueMessages,
  serverFieldErrors,
  type FieldMessages,
} from '#src/web/lib/form-errors';
import { toastError, toastSuccess } from '#src/web/lib/toast';
import { useCategories } from '../api/get-categories';
import { useUpdateStoragePrices } from '../api/update-storage-prices';
import { decimalCommaErrors, failureMessage, requiredNumber } from '../lib/form-values';
import { panelClassName, smallPrimaryClassName } from '../lib/styles';
import { RecordHistory } from '#src/web/components/admin/record-history';
import { storagePricesHistory } from '../lib/history';

const offersStorage = (c: AdminCategory) => isBedsCategory(c.category_name);

/** Storage surcharges per category: what Ottoman and Cloud storage add before the size multiplier. */
export function StoragePricesScreen() {
  const query = useCategories();
  return (
    <section aria-labelledby="storage-title">
      <h2 id="storage-title" className="text-xl font-semibold">
        Storage prices
      </h2>
      <p className="mt-1 text-sm text-linen-700">
        A bed’s storage surcharge is the base price below times the size’s multiplier (Sizes).
        Storage is offered on products in Beds. New prices show to trade customers at once and apply
        to orders placed from now on.
      </p>
      {query.isPending ? (
        <Spinner label="Loading storage prices" className="py-24" />
      ) : query.isError ? (
        <p role="alert" className="mt-6">
          The storage prices could not be loaded. Please reload the page.
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {[...query.data]
            .sort((a, b) => Number(offersStorage(b)) - Number(offersStorage(a)))
            .map((category) => (
              <li key={category.id}>
                <StoragePricesForm
                  // A saved price comes back from the server: the form starts again from it.
                  key={`${category.id}:${category.ottomanBase}:${category.cloudBase}`}
                  category={category}
                />
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}

function StoragePricesForm({ category }: { category: AdminCategory }) {
  const save = useUpdateStoragePrices();
  const [draft, setDraft] = useState({
    ottomanBase: category.ottomanBase.toFixed(2),
    cloudBase: category.cloudBase.toFixed(2),
  });
  const [errors, setErrors] = useState<FieldMessages>({});
  const shown = { ...serverFieldErrors(save.error), ...errors };
  const name = category.category_name;

  const set = (field: keyof typeof draft) => (value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = storagePricesBody.safeParse({
      ottomanBase: requiredNumber(draft.ottomanBase),
      cloudBase: requiredNumber(draft.cloudBase),
    });
    if (!parsed.success) {
      setErrors({
        ...firstIssueMessages(parsed.error),
        ...decimalCommaErrors(draft, ['ottomanBase', 'cloudBase']),
      });
      return;
    }
    setErrors({});
    save.mutate(
      { categoryId: category.id, ...parsed.data },
      {
        onSuccess: () =>
          toastSuccess(
            `Storage prices of ${name} saved: Ottoman ${formatEuro(parsed.data.ottomanBase)}, Cloud ${formatEuro(parsed.data.cloudBase)}`,
            3000,
          ),
        onError: (error) => toastError(failureMessage(error)),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Storage prices of ${name}`}
      className={`${panelClassName} grid items-start gap-x-4 sm:grid-cols-[12rem_1fr_1fr_auto]`}
    >
      <div className="pt-6">
        <p className="font-medium">{name}</p>
        {offersStorage(category) && (
          <span className="mt-1 inline-block rounded-full bg-walnut-100 px-2 py-0.5 text-xs font-medium text-walnut-800">
            Storage offered
          </span>
        )}
        <RecordHistory
          entityType="storage-prices"
          entityId={category.id}
          name={`storage prices of ${name}`}
          {...storagePricesHistory}
        />
      </div>
      <TextField
        id={`storage-${category.id}-ottoman`}
        label={`Ottoman base (€) for ${name}`}
        value={draft.ottomanBase}
        onValueChange={set('ottomanBase')}
        error={shown.ottomanBase}
        inputMode="decimal"
        autoComplete="off"
      />
      <TextField
        id={`storage-${category.id}-cloud`}
        label={`Cloud base (€) for ${name}`}
        value={draft.cloudBase}
        onValueChange={set('cloudBase')}
        error={shown.cloudBase}
        inputMode="decimal"
        autoComplete="off"
      />
      <div className="pt-6">
        <button type="submit" disabled={save.isPending} className={smallPrimaryClassName}>
          {save.isPending ? 'Saving…' : `Save ${name}`}
        </button>
      </div>
    </form>
  );
}
