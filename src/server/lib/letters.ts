import type { OutgoingMail } from './mailer';

export const SIGN_OFF = '\n\nKind regards,\nThe trade sales team';

/**
 * A mail to a customer (docs/business-rules.md "Mail"), in plain text: "Dear …", the lines of the
 * message (an empty string between paragraphs), and the trade team's sign-off. The shop's name and
 * address come from the sender configured in MAIL_FROM.
 */
export function letterTo(
  customer: { fullName: string; email: string },
  subject: string,
  lines: readonly string[],
): OutgoingMail {
  return {
    to: { name: customer.fullName, address: customer.email },
    subject,
    text: [`Dear ${customer.fullName},`, '', ...lines].join('\n') + SIGN_OFF,
  };
}
