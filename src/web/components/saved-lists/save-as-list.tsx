import { useId, useState } from 'react';
import { Link } from 'react-router';
import { lineKey, lineOptions, type CartItem } from '#src/shared/domain/cart';
import {
  lineInputOf,
  lineInputOfCartItem,
  listNameSchema,
  type ListAnswer,
} from '#src/shared/schemas/saved-lists';
import { fetchList, useSaveList, useSavedLists } from '../../lib/saved-lists';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../lib/api-client';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog';
import { inputClassName, TextField } from '../ui/form-field';

const buttonClassName =
  'rounded-md border border-walnut-700 px-4 py-2 text-sm font-semibold text-walnut-700 hover:bg-linen-100 disabled:opacity-60';
const keepButtonClassName =
  'rounded-md bg-white px-4 py-2 text-sm font-medium text-linen-900 ring-1 ring-linen-300 hover:bg-linen-100';
const saveButtonClassName =
  'rounded-md bg-walnut-700 px-4 py-2 text-sm font-semibold text-white hover:bg-walnut-800 disabled:cursor-not-allowed disabled:opacity-70';
const linkClassName = 'font-medium text-walnut-700 underline hover:text-walnut-800';
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Save as list (docs/screens.md "Cart and checkout"): the ticked cart lines — all of them
 * at first — to a new list or added to one of the buyer's lists. References and quote
 * files stay in the cart (docs/business-rules.md "Saved lists").
 */
export function SaveAsList({
  items,
  label = 'Save as list',
}: {
  items: readonly CartItem[];
  label?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [target, setTarget] = useState<'new' | number>('new');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [saved, setSaved] = useState<{ id: number; name: string; count: number } | null>(null);
  const lists = useSavedLists(open);
  const save = useSaveList();
  const chosen = items.filter((item) => !unticked.has(lineKey(item)));
  const appendTo = target === 'new' ? undefined : lists.data?.lists.find((l) => l.id === target);

  const tick = (key: string, on: boolean) => {
    const next = new Set(unticked);
    if (on) next.delete(key);
    else next.add(key);
    setUnticked(next);
  };

  const submit = async () => {
    const lines = chosen.map(lineInputOfCartItem);
    let answer: ListAnswer;
    if (target === 'new') {
      const parsed = listNameSchema.safeParse(name);
      if (!parsed.success) {
        setNameError(parsed.error.issues[0]?.message);
        return;
      }
      answer = await save.mutateAsync({ id: null, body: { name: parsed.data, lines } });
    } else {
      const { list } = await fetchList(target);
      answer = await save.mutateAsync({
        id: target,
        body: { name: list.name, lines: [...list.lines.map(lineInputOf), ...lines] },
      });
    }
    setSaved({ id: answer.list.id, name: answer.list.name, count: lines.length });
    setOpen(false);
  };

  const failure =
    save.error instanceof ApiError ? save.error.message : save.error ? GENERIC_ERROR_MESSAGE : null;

  return (
    <div className="mt-4">
      <button
        type="button"
        className={buttonClassName}
        onClick={() => {
          setSaved(null);
          save.reset();
          setOpen(true);
        }}
      >
        {label}
      </button>
      <div aria-live="polite">
        {saved && (
          <p role="status" className="mt-3 text-sm text-green-900">
            {plural(saved.count, 'line')} saved to “{saved.name}”.{' '}
            <Link to={`/lists/${saved.id}`} className={linkClassName}>
              Open the list
            </Link>
          </p>
        )}
      </div>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-lg">
          <DialogTitle className="pr-10">Save as list</DialogTitle>
          <DialogDescription>
            The ticked lines are saved with their options, quantity and special instructions;
            references and quote files stay in the cart.
          </DialogDescription>
          <form
            className="mt-4 space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              void submit().catch(() => {
                // Said in the dialog (save.error).
              });
            }}
          >
            <fieldset>
              <legend className="text-sm font-medium text-linen-900">
                Lines to save ({chosen.length} of {items.length})
              </legend>
              <ul className="mt-2 max-h-56 space-y-1 overflow-y-auto rounded-md border border-linen-200 p-2 text-sm">
                {items.map((item) => {
                  const key = lineKey(item);
                  return (
                    <li key={key}>
                      <label className="flex items-start gap-2">
                        <input
                          type="checkbox"
                          className="mt-1"
                          checked={!unticked.has(key)}
                          onChange={(event) => tick(key, event.target.checked)}
                        />
                        <span>
                          {item.product_name} × {item.quantity}
                          <span className="block text-linen-700">
                            {[...lineOptions(item), item.referenceNumber.trim()]
                              .filter(Boolean)
                              .join(' · ')}
                          </span>
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
            <fieldset>
              <legend className="text-sm font-medium text-linen-900">Save to</legend>
              <label className="mt-2 flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-target`}
                  checked={target === 'new'}
                  onChange={() => setTarget('new')}
                />
                A new list
              </label>
              <label className="mt-1 flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-target`}
                  checked={target !== 'new'}
                  disabled={!lists.data?.lists.length}
                  onChange={() => {
                    const firstList = lists.data?.lists[0];
                    if (firstList) setTarget(firstList.id);
                  }}
                />
                Add to one of my lists
              </label>
            </fieldset>
            {target === 'new' ? (
              <TextField
                id={`${id}-name`}
                label="List name"
                value={name}
                onValueChange={(value) => {
                  setName(value);
                  setNameError(undefined);
                }}
                error={nameError}
                placeholder="Standard double room"
                autoComplete="off"
              />
            ) : (
              <div>
                <label htmlFor={`${id}-list`} className="block text-sm font-medium text-linen-900">
                  List
                </label>
                <select
                  id={`${id}-list`}
                  className={`mt-1 ${inputClassName}`}
                  value={target}
                  onChange={(event) => setTarget(Number(event.target.value))}
                >
                  {lists.data?.lists.map((list) => (
                    <option key={list.id} value={list.id}>
                      {list.name} ({plural(list.line_count, 'line')})
                    </option>
                  ))}
                </select>
                {appendTo && (
                  <p className="mt-1 text-sm text-linen-700">
                    The lines are added after the {plural(appendTo.line_count, 'line')} it has.
                  </p>
                )}
              </div>
            )}
            {failure && (
              <p role="alert" className="text-sm text-red-700">
                {failure}
              </p>
            )}
            <div className="flex justify-end gap-3">
              <DialogClose className={keepButtonClassName}>Cancel</DialogClose>
              <button
                type="submit"
                className={saveButtonClassName}
                disabled={save.isPending || chosen.length === 0}
              >
                {save.isPending ? 'Saving…' : `Save ${plural(chosen.length, 'line')}`}
              </button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
