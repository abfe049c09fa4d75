import { useState, type FormEvent } from 'react';
import { rejectApplicationSchema } from '#src/shared/schemas/accounts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#src/web/components/ui/dialog';
import { FormField } from '#src/web/components/ui/form-field';
import {
  firstIssueMessages,
  serverFieldErrors,
  type FieldMessages,
} from '#src/web/lib/form-errors';
import { toastSuccess } from '#src/web/lib/toast';
import { useRejectApplication } from '../api/reject-application';
import { dangerButtonClassName, textAreaClassName } from '../lib/display';
import { DialogFormFooter } from './dialog-form-footer';
import type { Application } from '../types';

export const REJECT_FAILED = 'The application could not be rejected. Please try again.';

interface RejectDialogProps {
  application: Application;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Reject with a reason, which the applicant receives by mail. */
export function RejectDialog({ application, open, onOpenChange }: RejectDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle className="pr-10">Reject application</DialogTitle>
        <DialogDescription>
          {application.full_name}, {application.company_name}. The reason is mailed to them.
        </DialogDescription>
        {open && <RejectForm application={application} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function RejectForm({ application, onDone }: { application: Application; onDone: () => void }) {
  const mutation = useRejectApplication();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});
  const shown = { ...serverFieldErrors(mutation.error), ...errors };
  const failure = mutation.isError && !shown.reason;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = rejectApplicationSchema.safeParse({ reason });
    if (!parsed.success) {
      setErrors(firstIssueMessages(parsed.error));
      return;
    }
    setErrors({});
    mutation.mutate(
      { id: application.id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          toastSuccess(`${application.full_name}’s application was rejected`, 3000);
          onDone();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="mt-6 space-y-2">
      <FormField id={`reject-${application.id}-reason`} label="Reason" error={shown.reason}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            className={textAreaClassName}
          />
        )}
      </FormField>
      <DialogFormFooter
        mutation={mutation}
        failure={failure}
        fallbackMessage={REJECT_FAILED}
        submitLabel="Reject"
        pendingLabel="Rejecting…"
        submitClassName={dangerButtonClassName}
      />
    </form>
  );
}
