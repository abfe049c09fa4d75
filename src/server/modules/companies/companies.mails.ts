import type { OutgoingMail } from '../../lib/mailer';
import { SIGN_OFF } from '../../lib/letters';
import { formatCents } from '#src/shared/domain/money';
import type { CompanyRole } from '#src/shared/domain/companies';
import { INVITATION_DAYS } from '#src/shared/schemas/companies';

// docs/business-rules.md "Mail" and "Companies": the mails of a company's members.

const ROLE_WORDS: Record<CompanyRole, string> = {
  owner: 'an owner (everything, including members, sites and roles)',
  buyer: 'a buyer',
  approver: 'an approver (you approve orders above a buyer’s limit, and may buy)',
  accounts: 'an accounts member (you see orders and documents)',
};

/** The link that lets a colleague set a password and join (single use, expiring). */
export const invitation = (input: {
  email: string;
  companyName: string;
  invitedBy: string;
  role: CompanyRole;
  spendingLimitCents: number | null;
  link: string;
}): OutgoingMail => ({
  to: input.email,
  subject:
    input.role === 'accounts'
      ? `${input.invitedBy} invites you to the trade account of ${input.companyName}`
      : `${input.invitedBy} invites you to buy for ${input.companyName}`,
  text:
    [
      'Hello,',
      '',
      `${input.invitedBy} invites you to join the trade account of ${input.companyName} as ` +
        `${ROLE_WORDS[input.role]}` +
        (input.role !== 'accounts' && input.spendingLimitCents !== null
          ? `, with a limit of ${formatCents(input.spendingLimitCents)} per order (VAT included).`
          : '.'),
      '',
      `Open this link within ${INVITATION_DAYS} days to set your password and join:`,
      '',
      input.link,
      '',
      'The link works once. If you did not expect it, ignore this email.',
    ].join('\n') + SIGN_OFF,
});
