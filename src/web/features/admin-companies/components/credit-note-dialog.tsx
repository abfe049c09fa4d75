import { useState, type FormEvent } from 'react';
import { divideRounded, formatCents, toCents } from '#src/shared/domain/money';
import {
  CREDIT_ABOVE_INVOICED,
  creditNoteBody,
  NOTHING_TO_CREDIT,
  type CreditNoteBody,
  type InvoiceDetail,
} from '#src/shared/schemas/invoices';
import { textAreaClassName } from '#src/web/components/admin/console-forms';
import { PanelFormFooter } from '#src/web/components/admin/panel-form-footer';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#src/web/components/ui/dialog';
import { FormField, inputClassName } from '#src/web/components/ui/form-field';
import { Spinner } from '#src/web/components/ui/spinner';
import { serverFieldErrors, serverMessage, type FieldMessages } from '#src/web/lib/form-errors';
import { formatEuro } from '#src/web/lib/format';
import { useAdminInvoice } from '../api/get-admin-invoice';
import { useIssueCreditNote } from '../api/issue-credit-note';
import { messageNotBesideAField, messagesByPath } from '../lib/money-form';

type Line = InvoiceDetail['invoice']['lines'][number];

export const CREDIT_NOTE_FAILED = 'The credit note could not be issued. Please try again.';

const unitsLeft = (line: Line) => Math.max(0, line.quantity - line.credited);

/** Units typed for a line: digits only. More than it has left is kept, and said so. */
function unitsText(text: string): string {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? '' : String(Number(digits));
}

/** A line's share of its total for `units` of its units, in cents (the server rounds alike). */
const creditCents = (line: Line, units: number) =>
  units <= 0 ? 0 : divideRounded(toCents(line.total) * units, line.quantity);

/** "Credit note…" on an invoice's row: the dialog that corrects it, unit by unit. */
export function CreditNoteDialog({
  companyId,
  invoiceNumber,
}: {
  companyId: number;
  invoiceNumber: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="text-sm underline underline-offset-4"
      >
        Credit note…<span className="sr-only"> for {invoiceNumber}</span>
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="w-[min(92vw,44rem)]">
          <DialogTitle className="pr-10">Credit note for {invoiceNumber}</DialogTitle>
          <DialogDescription>
            A return or a cancellation credits units of the invoice&apos;s lines; the invoice itself
            never changes.
          </DialogDescription>
          <CreditNoteForm
            companyId={companyId}
            invoiceNumber={invoiceNumber}
            onDone={() => setOpen(false)}
          />
        </DialogContent>
      </Dialog>
    </>
  );
}

function CreditNoteForm({
  companyId,
  invoiceNumber,
  onDone,
}: {
  companyId: number;
  invoiceNumber: string;
  onDone: () => void;
}) {
  const query = useAdminInvoice(invoiceNumber);
  if (query.isPending) return <Spinner label="Loading the invoice" />;
  if (query.isError) {
    return (
      <p role="alert" className="mt-4">
        {serverMessage(query.error) ?? 'The invoice could not load. Please try again.'}
      </p>
    );
  }
  const { lines } = query.data.invoice;
  if (lines.every((line) => unitsLeft(line) === 0)) {
    return <p className="mt-4">{NOTHING_TO_CREDIT}</p>;
  }
  return (
    <CreditNoteFields
      companyId={companyId}
      invoiceNumber={invoiceNumber}
      lines={lines}
      onDone={onDone}
    />
  );
}

function CreditNoteFields({
  companyId,
  invoiceNumber,
  lines,
  onDone,
}: {
  companyId: number;
  invoiceNumber: string;
  lines: Line[];
  onDone: () => void;
}) {
  const [kind, setKind] = useState<CreditNoteBody['kind']>('return');
  const [reason, setReason] = useState('');
  const [everything, setEverything] = useState(false);
  const [units, setUnits] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<FieldMessages>({});
  const [sent, setSent] = useState<string[]>([]);
  const mutation = useIssueCreditNote();
  const shown = { ...serverFieldErrors(mutation.error), ...errors };
  const unitsOf = (line: Line) =>
    everything ? unitsLeft(line) : Number(units[line.trackingId] || 0);
  const tooMany = (line: Line) => unitsOf(line) > unitsLeft(line);
  const totalCents = lines.reduce(
    (sum, line) => sum + creditCents(line, Math.min(unitsOf(line), unitsLeft(line))),
    0,
  );
  const lineError = (line: Line) => {
    if (tooMany(line)) return CREDIT_ABOVE_INVOICED(line.trackingId, unitsLeft(line));
    const index = sent.indexOf(line.trackingId);
    return index < 0
      ? undefined
      : (shown[`lines.${index}.quantity`] ?? shown[`lines.${index}.tracking_id`]);
  };
  const displayed = [shown.kind, shown.reason, shown.lines, ...lines.map(lineError)];
  /** A field changed: what was said about it (here or by the server) no longer holds. */
  const changed = (...fields: string[]) => {
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(
          ([field]) => !fields.some((f) => field === f || field.startsWith(`${f}.`)),
        ),
      ),
    );
    if (mutation.isError) mutation.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Each line over what it has left already says so beside it.
    if (lines.some(tooMany)) return;
    const chosen = lines
      .filter((line) => unitsOf(line) > 0)
      .map((line) => ({ tracking_id: line.trackingId, quantity: unitsOf(line) }));
    const parsed = creditNoteBody.safeParse({
      kind,
      reason,
      ...(everything ? {} : { lines: chosen }),
    });
    setSent(everything ? [] : chosen.map((line) => line.tracking_id));
    if (!parsed.success) {
      setErrors(messagesByPath(parsed.error));
      return;
    }
    setErrors({});
    mutation.mutate(
      { companyId, invoiceNumber, body: parsed.data },
      {
        onSuccess: () => {
          onDone();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Issue credit note" className="mt-4 space-y-3">
      <fieldset>
        <legend className="text-sm font-medium">Kind</legend>
        <div className="mt-1 flex gap-6">
          {(['return', 'cancellation'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="credit-note-kind"
                checked={kind === value}
                onChange={() => {
                  setKind(value);
                  changed('kind');
                }}
              />
              {value === 'return' ? 'Return' : 'Cancellation'}
            </label>
          ))}
        </div>
        {shown.kind && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {shown.kind}
          </p>
        )}
      </fieldset>
      <FormField id="credit-note-reason" label="Reason" error={shown.reason}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              changed('reason');
            }}
            className={textAreaClassName}
          />
        )}
      </FormField>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={everything}
          onChange={(e) => {
            setEverything(e.target.checked);
            changed('lines');
          }}
        />
        Credit everything left
      </label>
      <table className="w-full text-left text-sm">
        <thead className="text-linen-700">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              Line
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-medium">
              Invoiced
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-medium">
              Credited
            </th>
            <th scope="col" className="py-1 font-medium">
              Units to credit
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-linen-200">
          {lines.map((line) => {
            const left = unitsLeft(line);
            const id = `credit-units-${line.trackingId}`;
            const message = lineError(line);
            return (
              <tr key={line.trackingId} className="align-top">
                <td className="py-2 pr-3">
                  <span className="font-mono">{line.trackingId}</span> {line.description}
                  <span className="block text-linen-700">
                    {formatEuro(line.unitPrice)} each ex VAT · line total {formatEuro(line.total)}{' '}
                    incl. VAT
                  </span>
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">{line.quantity}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{line.credited}</td>
                <td className="py-2">
                  <input
                    id={id}
                    type="number"
                    min={0}
                    max={left}
                    step={1}
                    aria-label={`Units to credit of ${line.trackingId}`}
                    aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
                    aria-invalid={message ? true : undefined}
                    disabled={everything || left === 0}
                    value={everything ? String(left) : (units[line.trackingId] ?? '')}
                    onChange={(e) => {
                      setUnits({ ...units, [line.trackingId]: unitsText(e.target.value) });
                      changed('lines');
                    }}
                    className={`${inputClassName} max-w-24`}
                  />
                  <p id={`${id}-hint`} className="mt-1 text-xs text-linen-700">
                    at most {left}
                  </p>
                  {message && (
                    <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
                      {message}
                    </p>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {shown.lines && (
        <p role="alert" className="text-sm text-red-700">
          {shown.lines}
        </p>
      )}
      <p aria-live="polite" className="text-sm">
        Credit: <span className="font-semibold tabular-nums">{formatCents(totalCents)}</span>
      </p>
      <PanelFormFooter
        save={mutation}
        failure={
          mutation.isError && messageNotBesideAField(serverMessage(mutation.error), displayed)
        }
        fallbackMessage={CREDIT_NOTE_FAILED}
        submitLabel="Issue credit note"
        onCancel={onDone}
      />
    </form>
  );
}
