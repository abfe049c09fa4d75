import { CreditLimitForm as SharedCreditLimitForm } from '#src/web/components/admin/credit-limit-form';
import { useUpdateCreditLimit } from '../api/update-credit-limit';

export { CREDIT_LIMIT_FAILED } from '#src/web/components/admin/credit-limit-form';

/** The customer's company's limit, from the customer page. */
export function CreditLimitForm({
  customerId,
  current,
  held,
  onDone,
}: {
  customerId: number;
  current: number;
  held: number;
  onDone: () => void;
}) {
  const mutation = useUpdateCreditLimit();
  return (
    <SharedCreditLimitForm
      current={current}
      held={held}
      onDone={onDone}
      save={{
        isPending: mutation.isPending,
        isError: mutation.isError,
        error: mutation.error,
        mutate: (input, options) => mutation.mutate({ id: customerId, ...input }, options),
      }}
    />
  );
}
