import type { OutgoingMail } from '../../lib/mailer';
import { formatEuro } from '../../../shared/domain/money';
import type { UserRow } from './accounts.repo';

// DECISIONS.md #14: the mails of a trade account's life. Plain text; the shop's name
// and address come from the sender configured in MAIL_FROM.

const to = (user: UserRow) => ({ name: user.fullName, address: user.email });
const SIGN_OFF = '\n\nKind regards,\nThe trade sales team';

export const applicationReceived = (user: UserRow): OutgoingMail => ({
  to: to(user),
  subject: 'We have received your trade account application',
  text:
    `Dear ${user.fullName},\n\nThank you for applying for a trade account for ${user.companyName}. ` +
    'Our team reviews every application, usually within one working day. We will email ' +
    'you as soon as your account is approved; you can sign in from then on.' +
    SIGN_OFF,
});

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
    `Phone: ${user.phoneNumber}`,
    `Office: ${user.officeAddress}, ${user.officeCity} ${user.officeEirCode}`,
    `Delivery: ${user.deliveryAddress}, ${user.deliveryCity} ${user.deliveryEirCode}`,
    '',
    'Approve or reject it in the admin console.',
  ].join('\n'),
});

export const applicationApproved = (user: UserRow, signInUrl: string): OutgoingMail => ({
  to: to(user),
  subject: 'Your trade account is approved',
  text:
    `Dear ${user.fullName},\n\nGood news: your trade account for ${user.companyName} is approved, ` +
    `with a credit limit of ${formatEuro(Number(user.creditLimit))}. Sign in to see trade prices ` +
    `and place orders on account:\n\n${signInUrl}` +
    SIGN_OFF,
});

export const applicationRejected = (user: UserRow, reason: string): OutgoingMail => ({
  to: to(user),
  subject: 'Your trade account application',
  text:
    `Dear ${user.fullName},\n\nThank you for your interest. We are unable to open a trade ` +
    `account for ${user.companyName} at this time.\n\nReason: ${reason}\n\n` +
    'If you think this is a mistake, reply to this email or call us.' +
    SIGN_OFF,
});

export const passwordResetLink = (user: UserRow, link: string, minutes: number): OutgoingMail => ({
  to: to(user),
  subject: 'Reset your password',
  text:
    `Dear ${user.fullName},\n\nSomeone (we hope you) asked to reset the password of your trade ` +
    `account. Open this link within ${minutes} minutes to choose a new one:\n\n${link}\n\n` +
    'The link works once. If you did not ask for it, ignore this email: your password ' +
    'stays as it is.' +
    SIGN_OFF,
});
