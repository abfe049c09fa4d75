import { useState } from 'react';
import { COMPANY_ROLES, type CompanyRole } from '#src/shared/domain/companies';
import { formatPhone } from '#src/shared/domain/phone';
import { smallPrimaryClassName } from '#src/web/components/admin/console-forms';
import {
  MemberChangeDialog,
  memberChanges,
  readSpendingLimit,
  ROLE_LABELS,
} from '#src/web/components/company/roles';
import { inputClassName } from '#src/web/components/ui/form-field';
import { toastSuccess } from '#src/web/lib/toast';
import { useUpdateMember } from '../api/update-member';
import type { CompanyMember } from '../types';

/**
 * One member, editable in place: role, limit per order and standing, saved after a
 * confirmation that says what changes. A refused change (the last owner) keeps the edit.
 */
export function MemberRow({ companyId, member }: { companyId: number; member: CompanyMember }) {
  const mutation = useUpdateMember();
  const [role, setRole] = useState<CompanyRole>(member.role);
  const [limit, setLimit] = useState(
    member.spending_limit === null ? '' : member.spending_limit.toFixed(2),
  );
  const [active, setActive] = useState(member.active);
  const [limitError, setLimitError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const read = readSpendingLimit(limit);
  const newLimit = 'value' in read ? read.value : undefined;
  const changes = memberChanges(member, { role, spending_limit: newLimit, active });
  const id = `member-${member.id}`;

  const review = () => {
    if ('error' in read) {
      setLimitError(read.error);
      return;
    }
    setLimitError(undefined);
    mutation.reset();
    setConfirming(true);
  };

  return (
    <tr>
      <td className="py-2 pr-4">
        <div className="font-medium">{member.full_name}</div>
        <div className="text-linen-700">{member.email}</div>
        {member.phone_number && (
          <div className="text-linen-700">{formatPhone(member.phone_number)}</div>
        )}
        {member.status !== 'approved' && (
          <div className="text-sm text-red-700">Account {member.status}</div>
        )}
      </td>
      <td className="py-2 pr-4">
        <label htmlFor={`${id}-role`} className="sr-only">
          Role of {member.full_name}
        </label>
        <select
          id={`${id}-role`}
          value={role}
          onChange={(e) => setRole(e.target.value as CompanyRole)}
          className={inputClassName}
        >
          {COMPANY_ROLES.map((value) => (
            <option key={value} value={value}>
              {ROLE_LABELS[value]}
            </option>
          ))}
        </select>
      </td>
      <td className="py-2 pr-4">
        <label htmlFor={`${id}-limit`} className="sr-only">
          Limit per order of {member.full_name} (€, empty for none)
        </label>
        <input
          id={`${id}-limit`}
          inputMode="decimal"
          placeholder="No limit"
          value={limit}
          onChange={(e) => setLimit(e.target.value)}
          aria-invalid={limitError ? true : undefined}
          aria-describedby={limitError ? `${id}-limit-error` : undefined}
          className={inputClassName}
        />
        {limitError && (
          <p id={`${id}-limit-error`} className="mt-1 text-sm text-red-700">
            {limitError}
          </p>
        )}
      </td>
      <td className="py-2 pr-4">
        <label className="inline-flex items-center gap-2">
          <input
            type="checkbox"
            aria-label={`Active: ${member.full_name}`}
            checked={active}
            onChange={(e) => setActive(e.target.checked)}
          />
          Active
        </label>
      </td>
      <td className="py-2 text-right">
        <MemberChangeDialog
          name={member.full_name}
          changes={changes}
          open={confirming}
          onClose={() => setConfirming(false)}
          busy={mutation.isPending}
          error={mutation.error}
          onConfirm={() =>
            mutation.mutate(
              { id: companyId, userId: member.id, role, spending_limit: newLimit ?? null, active },
              {
                onSuccess: () => {
                  toastSuccess(`${member.full_name} changed`, 3000);
                  setConfirming(false);
                },
              },
            )
          }
        />
        <button
          type="button"
          onClick={review}
          disabled={changes.length === 0 && !('error' in read)}
          className={smallPrimaryClassName}
        >
          Save<span className="sr-only"> {member.full_name}</span>
        </button>
      </td>
    </tr>
  );
}
