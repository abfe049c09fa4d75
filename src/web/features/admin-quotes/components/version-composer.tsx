import { useMemo, useState, type FormEvent } from 'react';
import { dublinDate } from '#src/shared/domain/calendar-dates';
import { formatCents } from '#src/shared/domain/money';
import { VAT_PERCENT } from '#src/shared/domain/pricing';
import {
  DELIVERY_TERMS_MAX,
  QUOTE_MESSAGE_MAX,
  type QuoteDetail,
  type QuoteFile,
} from '#src/shared/schemas/quotes';
import {
  secondaryButtonClassName,
  smallPrimaryClassName,
  textAreaClassName,
} from '#src/web/components/admin/console-forms';
import { FormField, TextField } from '#src/web/components/ui/form-field';
import { serverFieldErrors, serverMessage, type FieldMessages } from '#src/web/lib/form-errors';
import { toastSuccess } from '#src/web/lib/toast';
import { useSendQuoteVersion } from '../api/send-quote-version';
import {
  currentVersionOf,
  initialDraft,
  previewOf,
  readDraft,
  type VersionDraft,
} from '../lib/version-draft';
import { AttachmentsField } from './attachments-field';
import { VersionLineRows } from './version-line-rows';

export const VERSION_FAILED = 'The version could not be sent. Please try again.';

/** Fields the form shows a message under; any other the server names goes above the button. */
const shownField = (field: string) =>
  /^lines\.\d+\.(unit_price|lead_time_days)$/.test(field) ||
  ['discount_percent', 'valid_until', 'delivery_terms', 'message', 'file_ids'].includes(field);

/**
 * Staff's answer: per line a price or the discount, lead times, validity and terms, priced
 * live in whole cents as the server will price it. Nothing typed is lost when it is refused.
 */
export function VersionComposer({
  detail,
  onCancel,
  onSent,
}: {
  detail: QuoteDetail;
  onCancel?: () => void;
  onSent?: () => void;
}) {
  const [draft, setDraft] = useState<VersionDraft>(() => initialDraft(detail));
  const [files, setFiles] = useState<QuoteFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<string>();
  const next = (currentVersionOf(detail.versions)?.version ?? 0) + 1;
  const preview = useMemo(() => previewOf(draft, detail), [draft, detail]);
  const send = useSendQuoteVersion({
    onSuccess: (answer) => {
      toastSuccess(`Version ${answer.version ?? next} sent`);
      onSent?.();
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      const unshown = Object.entries(fields).find(([field]) => !shownField(field));
      setFailure(
        Object.keys(fields).length === 0 || unshown
          ? (unshown?.[1] ?? serverMessage(error) ?? VERSION_FAILED)
          : undefined,
      );
    },
  });
  const busy = send.isPending;
  const set = (patch: Partial<VersionDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const read = readDraft(
      draft,
      files.map((f) => f.fileId),
    );
    if (read.errors) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    send.mutate({ number: detail.quote.number, body: read.body });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Version ${next}`} className="space-y-4">
      <VersionLineRows
        lines={detail.lines}
        draft={draft.lines}
        preview={preview}
        errors={errors}
        disabled={busy}
        onChange={(index, patch) =>
          set({ lines: draft.lines.map((l, i) => (i === index ? { ...l, ...patch } : l)) })
        }
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="version-discount"
          label="Discount % on the lines without a price (optional)"
          inputMode="decimal"
          value={draft.discount}
          onValueChange={(discount) => set({ discount })}
          error={errors.discount_percent}
          disabled={busy}
        />
        <dl
          aria-label="Preview"
          aria-live="polite"
          className="grid grid-cols-[1fr_auto] gap-x-6 self-end text-sm tabular-nums"
        >
          <dt>Subtotal ex VAT</dt>
          <dd className="text-right">
            {preview.totals ? formatCents(preview.totals.subtotalCents) : '—'}
          </dd>
          <dt>VAT ({VAT_PERCENT} %)</dt>
          <dd className="text-right">
            {preview.totals ? formatCents(preview.totals.vatCents) : '—'}
          </dd>
          <dt className="font-semibold">Total</dt>
          <dd className="text-right font-semibold">
            {preview.totals ? formatCents(preview.totals.totalCents) : '—'}
          </dd>
        </dl>
        <TextField
          id="version-valid-until"
          label="Valid until"
          type="date"
          required
          min={dublinDate()}
          value={draft.validUntil}
          onValueChange={(validUntil) => set({ validUntil })}
          error={errors.valid_until}
          disabled={busy}
        />
      </div>
      <FormField id="version-terms" label="Delivery terms (optional)" error={errors.delivery_terms}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={DELIVERY_TERMS_MAX}
            value={draft.deliveryTerms}
            disabled={busy}
            onChange={(e) => set({ deliveryTerms: e.target.value })}
            className={textAreaClassName}
          />
        )}
      </FormField>
      <FormField
        id="version-message"
        label="Message to the buyer (optional)"
        error={errors.message}
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={QUOTE_MESSAGE_MAX}
            value={draft.message}
            disabled={busy}
            onChange={(e) => set({ message: e.target.value })}
            className={textAreaClassName}
          />
        )}
      </FormField>
      <AttachmentsField
        files={files}
        onChange={setFiles}
        onUploadingChange={setUploading}
        disabled={busy}
        error={errors.file_ids}
      />
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <div className="flex justify-end gap-3">
        {onCancel && (
          <button
            type="button"
            onClick={onCancel}
            disabled={busy}
            className={secondaryButtonClassName}
          >
            Cancel
          </button>
        )}
        <button type="submit" disabled={busy || uploading} className={smallPrimaryClassName}>
          {busy ? 'Sending…' : `Send version ${next}`}
        </button>
      </div>
    </form>
  );
}
