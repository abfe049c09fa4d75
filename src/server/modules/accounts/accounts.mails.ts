import type { OutgoingMail } from '../../lib/mailer';
import { letterTo } from '../../lib/letters';
import { formatCents } from '#src/shared/domain/money';
import type { UserRow } from './accounts.repo';
import { formatPhone } from '#src/shared/domain/phone';

// docs/business-rules.md "Mail": the mails of a trade account's life.

export const applicationReceived = (user: UserRow): OutgoingMail =>
  letterTo(user, 'We have received your trade account application', [
    `Thank you for applying for a trade account for ${user.companyName}. ` +
      'Our team reviews every application, usually within one working day. We will email ' +
      'you as soon as your account is approved; you can sign in from then on.',
  ]);

export const newApplication = (user: UserRow, inbox: string): OutgoingMail => ({
  to: inbox,
  subject: `New trade account application: ${user.companyName}`,
  text: [
    'A new trade account application is waiting for approval.',
    '',
    `Name: ${user.fullName}`,
    `Company: ${user.companyName}`,
    `Email: ${user.email}`,
    `Invoice email: ${user.invoiceEmail}`,
    `Phone: ${formatPhone(user.phoneNumber)}`,
    `Office: ${user.officeAddress}, ${user.officeCity} ${user.officeEirCode}`,
    `Delivery: ${user.deliveryAddress}, ${user.deliveryCity} ${user.deliveryEirCode}`,
    '',
    'Approve or reject it in the admin console.',
  ].join('\n'),
});

export const applicationApproved = (user: UserRow, signInUrl: string): OutgoingMail =>
  letterTo(user, 'Your trade account is approved', [
    `Good news: your trade account for ${user.companyName} is approved, ` +
      `with a credit limit of ${formatCents(user.creditLimitCents)}. Sign in to see trade prices ` +
      'and place orders on account:',
    '',
    signInUrl,
  ]);

export const applicationRejected = (user: UserRow, reason: string): OutgoingMail =>
  letterTo(user, 'Your trade account application', [
    'Thank you for your interest. We are unable to open a trade ' +
      `account for ${user.companyName} at this time.`,
    '',
    `Reason: ${reason}`,
    '',
    'If you think this is a mistake, reply to this email or call us.',
  ]);

export const passwordResetLink = (user: UserRow, link: string, minutes: number): OutgoingMail =>
  letterTo(user, 'Reset your password', [
    'Someone (we hope you) asked to reset the password of your trade ' +
      `account. Open this link within ${minutes} minutes to choose a new one:`,
    '',
    link,
    '',
    'The link works once. If you did not ask for it, ignore this email: your password ' +
      'stays as it is.',
  ]);

/** After a change or a reset: the owner hears of it, and can act if it was not them. */
export const passwordChanged = (user: UserRow, how: 'changed' | 'reset'): OutgoingMail =>
  letterTo(user, 'Your password was changed', [
    `The password of your trade account for ${user.companyName} was just ${how === 'reset' ? 'reset with a link sent to this address' : 'changed from your account page'}. ` +
      'Every other session of the account was signed out.',
    '',
    'If this was not you, reset your password at once from the sign-in page and reply to ' +
      'this email or call us.',
  ]);
