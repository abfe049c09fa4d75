import { useId, useState, type FormEvent } from 'react';
import {
  CALLBACK_MESSAGE_MAX,
  callbackRequestSchema,
  REQUIRED,
  type CallbackRequest,
} from '#src/shared/schemas/contact';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#src/web/components/ui/dialog';
import {
  primaryButtonClassName,
  RequiredFieldsNote,
  TextField,
} from '#src/web/components/ui/form-field';
import { toastSuccess } from '#src/web/lib/toast';
import { useRequestCallback } from '../api/request-callback';
import { describeSubmitError } from '../api/submit-errors';
import { firstIssueMessages } from '#src/web/lib/form-errors';
import { useTimedErrors, useTimedMessage } from '#src/web/lib/use-timed-errors';
import { MessageField, PhoneNumberField } from './shared-fields';

type Field = keyof CallbackRequest;

const EMPTY: CallbackRequest = { name: '', companyName: '', phoneNumber: '', message: '' };

export interface CallbackDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function CallbackForm({ onDone }: { onDone: () => void }) {
  const idPrefix = useId();
  const id = (field: Field) => `${idPrefix}-${field}`;
  const [values, setValues] = useState<CallbackRequest>(EMPTY);
  const { errors, show: showErrors, clear } = useTimedErrors<Field>();
  const failure = useTimedMessage();
  const request = useRequestCallback();

  function update(field: Field, value: string) {
    clear(field);
    setValues((current) => ({ ...current, [field]: value }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.isPending) return;

    const missing: Partial<Record<Field, string>> = {};
    for (const field of Object.keys(EMPTY) as Field[]) {
      if (values[field].trim() === '') missing[field] = REQUIRED;
    }
    if (Object.keys(missing).length > 0) {
      showErrors(missing);
      return;
    }
    const parsed = callbackRequestSchema.safeParse(values);
    if (!parsed.success) {
      showErrors(firstIssueMessages(parsed.error));
      return;
    }

    request.mutate(parsed.data, {
      onSuccess: (response) => {
        setValues(EMPTY);
        onDone();
        toastSuccess(response.message);
      },
      onError: (error) => {
        const { message, fields } = describeSubmitError(error);
        showErrors(fields);
        failure.show(message);
      },
    });
  }

  const sending = request.isPending;

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-1">
      <RequiredFieldsNote />
      {failure.message && (
        <p role="alert" className="mb-2 text-sm font-medium text-red-700">
          {failure.message}
        </p>
      )}
      <TextField
        id={id('name')}
        label="Name"
        required
        error={errors.name}
        name="name"
        autoComplete="name"
        value={values.name}
        onValueChange={(value) => update('name', value)}
      />
      <TextField
        id={id('companyName')}
        label="Company name"
        required
        error={errors.companyName}
        name="companyName"
        autoComplete="organization"
        value={values.companyName}
        onValueChange={(value) => update('companyName', value)}
      />
      <PhoneNumberField
        id={id('phoneNumber')}
        error={errors.phoneNumber}
        value={values.phoneNumber}
        onChange={(value) => update('phoneNumber', value)}
      />
      <MessageField
        id={id('message')}
        error={errors.message}
        value={values.message}
        onChange={(value) => update('message', value)}
        max={CALLBACK_MESSAGE_MAX}
        rows={4}
      />
      <div>
        <button type="submit" disabled={sending} className={`w-full ${primaryButtonClassName}`}>
          {sending ? 'Sending...' : 'Request a Callback'}
        </button>
      </div>
    </form>
  );
}

/** docs/screens.md "Enquiry forms": the Request a Callback modal opened from the header. */
export function CallbackDialog({ open, onOpenChange }: CallbackDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle className="pr-8">Request a Callback</DialogTitle>
        <DialogDescription>
          Leave your details and our trade team will call you back.
        </DialogDescription>
        <CallbackForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
