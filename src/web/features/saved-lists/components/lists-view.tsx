import { useId, useState } from 'react';
import { Link } from 'react-router';
import { lineInputOf, listNameSchema, type ListSummary } from '#src/shared/schemas/saved-lists';
import { SaveAsList } from '#src/web/components/saved-lists/save-as-list';
import { ConfirmDialog } from '#src/web/components/ui/confirm-dialog';
import { TextField } from '#src/web/components/ui/form-field';
import { QueryFailure } from '#src/web/components/ui/query-failure';
import { Spinner } from '#src/web/components/ui/spinner';
import { ApiError, GENERIC_ERROR_MESSAGE } from '#src/web/lib/api-client';
import { useCart } from '#src/web/lib/cart-store';
import { formatDate } from '#src/web/lib/format';
import { fetchList, useDeleteList, useSaveList, useSavedLists } from '#src/web/lib/saved-lists';

const linkClassName = 'font-medium text-walnut-700 underline hover:text-walnut-800';
const smallButton =
  'text-sm font-medium text-walnut-700 underline underline-offset-2 hover:text-walnut-800 disabled:opacity-60';
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
const errorText = (error: unknown) =>
  error instanceof ApiError ? error.message : error ? GENERIC_ERROR_MESSAGE : null;

/** A list's name changed in place: the list is read, then saved with its lines as they are. */
function RenameForm({ list, onDone }: { list: ListSummary; onDone: () => void }) {
  const id = useId();
  const [name, setName] = useState(list.name);
  const [error, setError] = useState<string | undefined>();
  const save = useSaveList();
  const submit = async () => {
    const parsed = listNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      const { list: full } = await fetchList(list.id);
      await save.mutateAsync({
        id: list.id,
        body: { name: parsed.data, lines: full.lines.map(lineInputOf) },
      });
      onDone();
    } catch (failure) {
      setError(errorText(failure) ?? undefined);
    }
  };
  return (
    <form
      className="flex flex-wrap items-start gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        id={`${id}-name`}
        label={`New name for ${list.name}`}
        value={name}
        onValueChange={(value) => {
          setName(value);
          setError(undefined);
        }}
        error={error}
        autoComplete="off"
        // Opened by the buyer's Rename: the field they came for.
        autoFocus
      />
      <div className="mt-6 flex gap-3">
        <button type="submit" className={smallButton} disabled={save.isPending}>
          Save name
        </button>
        <button type="button" className={smallButton} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/**
 * The buyer's saved lists (docs/screens.md "Saved lists"): open, rename, delete after a
 * confirmation, and a new list from the cart's lines.
 */
export function ListsView() {
  const lists = useSavedLists();
  const cart = useCart();
  const remove = useDeleteList();
  const [renaming, setRenaming] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<ListSummary | null>(null);

  if (lists.isPending) return <Spinner label="Loading your lists" />;
  if (lists.isError) {
    return (
      <QueryFailure
        error={lists.error}
        notFoundMessage="Your lists could not be found."
        back={{ to: '/', label: 'Back to the shop', className: linkClassName }}
      />
    );
  }
  const { lists: all, max } = lists.data;

  return (
    <div className="space-y-8">
      {all.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-linen-900 shadow-sm ring-1 ring-linen-200">
          You have no saved lists yet.
        </p>
      ) : (
        <ul
          aria-label="Your saved lists"
          className="divide-y divide-linen-200 rounded-lg bg-white shadow-sm ring-1 ring-linen-200"
        >
          {all.map((list) => (
            <li key={list.id} className="flex flex-wrap items-center justify-between gap-4 p-4">
              {renaming === list.id ? (
                <RenameForm list={list} onDone={() => setRenaming(null)} />
              ) : (
                <div>
                  <Link
                    to={`/lists/${list.id}`}
                    className="text-lg font-semibold text-walnut-700 hover:underline"
                  >
                    {list.name}
                  </Link>
                  <p className="text-sm text-linen-700">
                    {plural(list.line_count, 'line')} · changed {formatDate(list.updated_at)}
                  </p>
                </div>
              )}
              {renaming !== list.id && (
                <div className="flex gap-4">
                  <button
                    type="button"
                    className={smallButton}
                    aria-label={`Rename ${list.name}`}
                    onClick={() => setRenaming(list.id)}
                  >
                    Rename
                  </button>
                  <button
                    type="button"
                    className="text-sm font-medium text-red-700 underline underline-offset-2 hover:text-red-800"
                    aria-label={`Delete ${list.name}`}
                    onClick={() => {
                      remove.reset();
                      setDeleting(list);
                    }}
                  >
                    Delete
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <section
        aria-labelledby="new-list-heading"
        className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-linen-200"
      >
        <h2 id="new-list-heading" className="text-xl">
          New list
        </h2>
        <p className="mt-1 text-sm text-linen-700">
          A list starts from lines of your cart. You have {plural(all.length, 'list')} of {max}.
        </p>
        {cart.length === 0 ? (
          <p className="mt-3 text-sm text-linen-900">
            Your cart is empty: add the products of a room to your cart, then save them here or from
            the{' '}
            <Link to="/cart" className={linkClassName}>
              cart
            </Link>
            .
          </p>
        ) : (
          <SaveAsList
            items={cart}
            label={`New list from the ${plural(cart.length, 'cart line')}`}
          />
        )}
      </section>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={`Delete “${deleting?.name ?? ''}”?`}
        description="The list and its lines are deleted for good. Your cart and orders do not change."
        confirmLabel="Delete list"
        busyLabel="Deleting…"
        busy={remove.isPending}
        danger
        error={errorText(remove.error)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
      />
    </div>
  );
}
