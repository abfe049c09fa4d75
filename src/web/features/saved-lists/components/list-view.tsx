import { useId, useState } from 'react';
import { Link } from 'react-router';
import { fromCents, toCents } from '#src/shared/domain/money';
import { lineCentsOf } from '#src/shared/domain/pricing';
import {
  lineInputOf,
  listNameSchema,
  type ListDetail,
  type ListLineAnswer,
} from '#src/shared/schemas/saved-lists';
import { primaryButtonClassName, TextField } from '#src/web/components/ui/form-field';
import { OrderTotals } from '#src/web/components/ui/order-totals';
import { QuantityInput } from '#src/web/components/ui/quantity-input';
import { QueryFailure } from '#src/web/components/ui/query-failure';
import { Spinner } from '#src/web/components/ui/spinner';
import { ApiError, GENERIC_ERROR_MESSAGE } from '#src/web/lib/api-client';
import { formatEuro } from '#src/web/lib/format';
import { useSaveList, useSavedList } from '#src/web/lib/saved-lists';
import { AddRoomsPanel } from './add-rooms-panel';

const linkClassName = 'font-medium text-walnut-700 underline hover:text-walnut-800';

/** Size, fabric, colour and storage of a line, as far as it has them. */
const optionsOf = (line: ListLineAnswer) =>
  [
    line.size.name,
    line.fabric?.name,
    line.colour?.name,
    line.storageType === 'Non Ottoman' ? null : line.storageType,
  ]
    .filter(Boolean)
    .join(' · ');

/** (unit + VAT) × quantity, in cents by the shared rule, for a quantity being edited. */
const lineTotal = (line: ListLineAnswer, quantity: number) =>
  line.price === null ? null : fromCents(lineCentsOf(toCents(line.price), quantity).totalCents);

function ListEditor({ list }: { list: ListDetail }) {
  const id = useId();
  const [name, setName] = useState(list.name);
  const [lines, setLines] = useState(list.lines);
  const [problems, setProblems] = useState<ReadonlySet<number>>(new Set());
  const [nameError, setNameError] = useState<string | undefined>();
  const [savedNote, setSavedNote] = useState<string | null>(null);
  const save = useSaveList();
  const dirty =
    name !== list.name ||
    lines.length !== list.lines.length ||
    lines.some((line, i) => line.quantity !== list.lines[i]?.quantity);

  const change = (next: ListLineAnswer[]) => {
    setLines(next);
    setSavedNote(null);
  };

  const submit = () => {
    const parsed = listNameSchema.safeParse(name);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message);
      return;
    }
    save.mutate(
      { id: list.id, body: { name: parsed.data, lines: lines.map(lineInputOf) } },
      {
        onSuccess: (answer) => {
          setName(answer.list.name);
          setLines(answer.list.lines);
          setSavedNote('Your changes are saved.');
        },
      },
    );
  };

  const failure =
    save.error instanceof ApiError ? save.error.message : save.error ? GENERIC_ERROR_MESSAGE : null;

  return (
    <div className="space-y-8">
      <form
        className="space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          id={`${id}-name`}
          label="List name"
          className="max-w-md"
          value={name}
          onValueChange={(value) => {
            setName(value);
            setNameError(undefined);
            setSavedNote(null);
          }}
          error={nameError}
          autoComplete="off"
        />
        <div className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-linen-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Lines of {list.name}, for one room</caption>
            <thead className="border-b border-linen-200 text-linen-700">
              <tr>
                <th scope="col" className="p-3 font-medium">
                  Product
                </th>
                <th scope="col" className="p-3 font-medium">
                  Quantity
                </th>
                <th scope="col" className="p-3 text-right font-medium">
                  Unit price (ex VAT)
                </th>
                <th scope="col" className="p-3 text-right font-medium">
                  Line total (inc VAT)
                </th>
                <th scope="col" className="p-3 font-medium">
                  <span className="sr-only">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-linen-200">
              {lines.map((line, index) => {
                const total = lineTotal(line, line.quantity);
                return (
                  <tr key={line.position} className={line.orderable ? '' : 'bg-amber-50'}>
                    <td className="p-3 align-top">
                      <Link
                        to={`/products/${line.product.id}`}
                        className="font-semibold text-linen-950 hover:underline"
                      >
                        {line.product.name}
                      </Link>
                      <span className="block text-linen-700">{optionsOf(line)}</span>
                      {line.specialQuoteText && (
                        <span className="block text-linen-700">
                          Special instructions: {line.specialQuoteText}
                        </span>
                      )}
                      {line.reason && <span className="block text-amber-900">{line.reason}</span>}
                    </td>
                    <td className="p-3 align-top">
                      <QuantityInput
                        name={line.product.name}
                        value={line.quantity}
                        onChange={(quantity) =>
                          change(lines.map((l, i) => (i === index ? { ...l, quantity } : l)))
                        }
                        onProblem={(message) => {
                          const next = new Set(problems);
                          if (message) next.add(line.position);
                          else next.delete(line.position);
                          setProblems(next);
                        }}
                      />
                    </td>
                    <td className="p-3 text-right align-top">
                      {line.price === null ? '—' : formatEuro(line.price)}
                    </td>
                    <td className="p-3 text-right align-top font-semibold">
                      {total === null ? '—' : formatEuro(total)}
                    </td>
                    <td className="p-3 align-top">
                      <button
                        type="button"
                        aria-label={`Remove ${line.product.name} (${optionsOf(line)})`}
                        onClick={() => change(lines.filter((_, i) => i !== index))}
                        className="text-sm font-medium text-red-700 underline underline-offset-2 hover:text-red-800"
                      >
                        Remove
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <div className="flex flex-wrap items-start justify-between gap-6">
          <div>
            <button
              type="submit"
              className={primaryButtonClassName}
              disabled={!dirty || save.isPending || problems.size > 0}
            >
              {save.isPending ? 'Saving…' : 'Save changes'}
            </button>
            <div aria-live="polite" className="mt-2 text-sm">
              {failure && (
                <p role="alert" className="text-red-700">
                  {failure}
                </p>
              )}
              {savedNote && <p role="status">{savedNote}</p>}
            </div>
          </div>
          <div className="min-w-64">
            <p className="mb-2 text-sm text-linen-700">One room, today’s prices</p>
            <OrderTotals totals={{ subtotal: list.subtotal, vat: list.vat, total: list.total }} />
          </div>
        </div>
      </form>
      <AddRoomsPanel lines={list.lines} disabled={dirty} />
    </div>
  );
}

/** One saved list (docs/screens.md "Saved lists"): its lines to edit, and Add to cart × rooms. */
export function ListView({ id }: { id: number }) {
  const list = useSavedList(id);
  if (list.isPending) return <Spinner label="Loading the list" />;
  if (list.isError) {
    return (
      <QueryFailure
        error={list.error}
        notFoundMessage="This list was not found."
        back={{ to: '/lists', label: 'Back to your lists', className: linkClassName }}
      />
    );
  }
  // A fresh editor for each version the server answers (after a save, too).
  return <ListEditor key={list.data.list.updated_at} list={list.data.list} />;
}
