import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { CartItem } from '#src/shared/domain/cart';
import { createQuoteBody, QUOTE_MESSAGE_MAX } from '#src/shared/schemas/quotes';
import {
  FormField,
  inputClassName,
  primaryButtonClassName,
  TextField,
} from '#src/web/components/ui/form-field';
import { GENERIC_ERROR_MESSAGE } from '#src/web/lib/api-client';
import type { CompanySite } from '#src/web/lib/company';
import { serverFieldErrors, serverMessage } from '#src/web/lib/form-errors';
import { toastSuccess } from '#src/web/lib/toast';
import { useCreateQuote } from '../api/create-quote';
import { formKeyOf, requestBodyOf, requestLinesOf, type RequestValues } from '../lib/request-lines';
import { AttachmentsField } from './attachments-field';
import { DeliveryWindowFields, SiteFields } from './delivery-fields';
import { RequestLinesField } from './request-lines-field';
import { FILE_STILL_UPLOADING, useQuoteAttachments } from './use-quote-attachments';

export const CORRECT_AND_RESEND = 'Please correct the fields marked below.';
export const quoteSentText = (number: string, message: string) => `${number}: ${message}`;

const secondaryButton =
  'rounded-md bg-white px-6 py-3 font-semibold text-linen-900 ring-1 ring-linen-300 hover:bg-linen-100 disabled:cursor-not-allowed disabled:opacity-70';

/**
 * The request for a quote (docs/business-rules.md "Quotes"): the lines ticked with their
 * groups, a project title, a message with files, the delivery window and the site. Checked
 * with the server's own schema first; what the server refuses is shown by its field, and
 * nothing typed is lost. On success, the quote's page; the cart stays as it is.
 */
export function QuoteRequestForm({
  items,
  sites,
}: {
  items: readonly CartItem[];
  sites: readonly CompanySite[];
}) {
  const id = useId();
  const navigate = useNavigate();
  const create = useCreateQuote();
  const attachments = useQuoteAttachments();
  const [values, setValues] = useState<Omit<RequestValues, 'fileIds'>>(() => ({
    lines: requestLinesOf(items),
    title: '',
    message: '',
    deliveryFrom: '',
    deliveryTo: '',
    site: sites[0]?.id ?? 'other',
    siteAddress: '',
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState<'send' | 'draft' | null>(null);

  const change = (next: Partial<RequestValues>) => {
    setValues((current) => ({ ...current, ...next }));
  };

  const send = (draft: boolean) => {
    if (create.isPending) return;
    if (attachments.uploading) {
      setFailure(FILE_STILL_UPLOADING);
      return;
    }
    const { body, sent } = requestBodyOf({ ...values, fileIds: attachments.fileIds }, draft);
    const parsed = createQuoteBody.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[formKeyOf(issue.path, sent)] ??= issue.message;
      setErrors(found);
      setFailure(CORRECT_AND_RESEND);
      return;
    }
    setErrors({});
    setFailure('');
    setSending(draft ? 'draft' : 'send');
    create.mutate(parsed.data, {
      onSuccess: (answer) => {
        toastSuccess(quoteSentText(answer.number, answer.message));
        void navigate(`/account/quotes/${encodeURIComponent(answer.number)}`);
      },
      onError: (error) => {
        const found: Record<string, string> = {};
        for (const [field, message] of Object.entries(serverFieldErrors(error))) {
          found[formKeyOf(field, sent)] ??= message;
        }
        setErrors(found);
        setFailure(serverMessage(error) ?? GENERIC_ERROR_MESSAGE);
      },
      onSettled: () => {
        setSending(null);
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(false);
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Request a quote" className="space-y-8">
      <RequestLinesField
        id={id}
        lines={values.lines}
        errors={errors}
        onChange={(index, next) => {
          setValues((current) => ({
            ...current,
            lines: current.lines.map((line, at) => (at === index ? { ...line, ...next } : line)),
          }));
        }}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-4">
          <TextField
            id={`${id}-title`}
            label="Project title (optional)"
            value={values.title}
            onValueChange={(title) => {
              change({ title });
            }}
            maxLength={120}
            error={errors.title}
          />
          <FormField
            id={`${id}-message`}
            label="Message (optional)"
            error={errors.message}
            hint={`${values.message.length}/${QUOTE_MESSAGE_MAX}`}
          >
            {(control) => (
              <textarea
                {...control}
                rows={5}
                maxLength={QUOTE_MESSAGE_MAX}
                value={values.message}
                onChange={(event) => {
                  change({ message: event.target.value });
                }}
                className={inputClassName}
              />
            )}
          </FormField>
          <AttachmentsField id={`${id}-files`} attachments={attachments} error={errors.file_ids} />
        </div>
        <div className="space-y-4">
          <DeliveryWindowFields
            id={id}
            from={values.deliveryFrom}
            to={values.deliveryTo}
            errors={errors}
            onChange={change}
          />
          <SiteFields
            id={id}
            sites={sites}
            site={values.site}
            address={values.siteAddress}
            errors={errors}
            onChange={change}
          />
        </div>
      </div>
      <div className="space-y-3">
        <p role="alert" className="min-h-5 text-sm text-red-700">
          {failure}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <button type="submit" disabled={create.isPending} className={primaryButtonClassName}>
            {sending === 'send' ? 'Sending…' : 'Send request'}
          </button>
          <button
            type="button"
            disabled={create.isPending}
            onClick={() => {
              send(true);
            }}
            className={secondaryButton}
          >
            {sending === 'draft' ? 'Saving…' : 'Save as draft'}
          </button>
        </div>
      </div>
    </form>
  );
}
