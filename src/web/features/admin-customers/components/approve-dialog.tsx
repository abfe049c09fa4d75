import { useState, type FormEvent } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#src/web/components/ui/dialog';
import { FormField, TextField } from '#src/web/components/ui/form-field';
import { serverFieldErrors, type FieldMessages } from '#src/web/lib/form-errors';
import { formatEuro } from '#src/web/lib/format';
import { toastSuccess } from '#src/web/lib/toast';
import { useApproveApplication } from '../api/approve-application';
import { readCreditLimit, smallPrimaryClassName, textAreaClassName } from '../lib/display';
import { DialogFormFooter } from './dialog-form-footer';
import type { Application } from '../types';

/** Who is approved: an application, or a customer approved after all. */
type ApplicantName = Pick<Application, 'id' | 'full_name' | 'company_name'>;

export const APPROVE_FAILED = 'The application could not be approved. Please try again.';

interface DecisionDialogProps {
  application: ApplicantName;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Approve with a credit limit and an optional note; the applicant is mailed. */
export function ApproveDialog({ application, open, onOpenChange }: DecisionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle className="pr-10">Approve application</DialogTitle>
        <DialogDescription>
          {application.full_name}, {application.company_name}. They are mailed that they can sign
          in.
        </DialogDescription>
        {/* Mounted with each opening: every approval starts blank. */}
        {open && <ApproveForm application={application} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ApproveForm({ application, onDone }: { application: ApplicantName; onDone: () => void }) {
  const mutation = useApproveApplication();
  const [limit, setLimit] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});
  const shown = { ...serverFieldErrors(mutation.error), ...errors };
  const failure = mutation.isError && !shown.credit_limit && !shown.note;
  const id = `approve-${application.id}`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readCreditLimit(limit, note);
    if (read.errors) {
      setErrors(read.errors);
      return;
    }
    const parsed = read;
    setErrors({});
    mutation.mutate(
      { id: application.id, ...parsed.data },
      {
        onSuccess: () => {
          toastSuccess(
            `${application.full_name} approved with a credit limit of ${formatEuro(parsed.data.credit_limit)}`,
            3000,
          );
          onDone();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="mt-6 space-y-2">
      <TextField
        id={`${id}-limit`}
        label="Credit limit (€)"
        inputMode="decimal"
        autoComplete="off"
        value={limit}
        onValueChange={setLimit}
        error={shown.credit_limit}
      />
      <FormField id={`${id}-note`} label="Note (optional)" error={shown.note}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            className={textAreaClassName}
          />
        )}
      </FormField>
      <DialogFormFooter
        mutation={mutation}
        failure={failure}
        fallbackMessage={APPROVE_FAILED}
        submitLabel="Approve"
        pendingLabel="Approving…"
        submitClassName={smallPrimaryClassName}
      />
    </form>
  );
}
