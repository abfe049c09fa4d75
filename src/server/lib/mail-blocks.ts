import { escapeHtml } from './escape-html';
import { SIGN_OFF } from './letters';
import type { MailAddress } from './mailer';
import type { MailToQueue } from './outbox';

/**
 * A mail's body written once as blocks and rendered as plain text and as the same in HTML,
 * where everything a person typed (names, messages, addresses) is escaped (docs/mail.md).
 * The quote and delivery mails are built from these.
 */

export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'facts'; rows: ReadonlyArray<readonly [string, string]> }
  /** What someone typed, quoted whole, line breaks kept. */
  | { kind: 'said'; by: string; text: string }
  | { kind: 'link'; label: string; url: string };

export const paragraph = (text: string): Block => ({ kind: 'paragraph', text });
/** Label and value rows; a `false` row is left out. */
export const facts = (...rows: Array<readonly [string, string] | false>): Block => ({
  kind: 'facts',
  rows: rows.filter((row): row is readonly [string, string] => row !== false),
});
export const said = (by: string, text: string): Block => ({ kind: 'said', by, text });
export const link = (label: string, url: string): Block => ({ kind: 'link', label, url });

function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'said':
      return [`${block.by} wrote:`, ...block.text.split(/\r?\n/).map((l) => `> ${l}`)].join('\n');
    case 'link':
      return `${block.label}: ${block.url}`;
  }
}

const lineBreaks = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>\n');

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p>${lineBreaks(block.text)}</p>`;
    case 'facts':
      return (
        '<table cellpadding="2" cellspacing="0">\n' +
        block.rows
          .map(
            ([label, value]) =>
              `<tr><td style="color:#5c5c5c;padding-right:12px;vertical-align:top">${escapeHtml(label)}</td>` +
              `<td>${lineBreaks(value)}</td></tr>`,
          )
          .join('\n') +
        '\n</table>'
      );
    case 'said':
      return (
        `<p>${escapeHtml(block.by)} wrote:</p>\n` +
        '<blockquote style="margin:0 0 1em 0;padding:0 0 0 12px;border-left:3px solid #c8c8c8">' +
        `${lineBreaks(block.text)}</blockquote>`
      );
    case 'link':
      return `<p><a href="${escapeHtml(block.url)}">${escapeHtml(block.label)}</a></p>`;
  }
}

const htmlPage = (body: string[]) =>
  '<!doctype html>\n<html lang="en-IE"><head><meta charset="utf-8"></head>\n' +
  '<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1a1a1a">\n' +
  body.join('\n') +
  '\n</body></html>\n';

export interface MailPerson {
  fullName: string;
  email: string;
}

export const addressOf = (person: MailPerson): MailAddress => ({
  name: person.fullName,
  address: person.email,
});

/** To a customer: "Dear …", the blocks, the trade team's sign-off (letters.ts). */
export function letter(
  to: MailPerson,
  subject: string,
  purpose: string,
  blocks: Block[],
): MailToQueue {
  const greeting = `Dear ${to.fullName},`;
  return {
    to: addressOf(to),
    subject,
    purpose,
    text: [greeting, ...blocks.map(blockText)].join('\n\n') + SIGN_OFF,
    html: htmlPage([
      `<p>${escapeHtml(greeting)}</p>`,
      ...blocks.map(blockHtml),
      `<p>${lineBreaks(SIGN_OFF.trim())}</p>`,
    ]),
  };
}

/** To the shop's inbox; a reply goes to `replyTo` (the buyer) when there is one. */
export function memo(
  inbox: string,
  subject: string,
  purpose: string,
  blocks: Block[],
  replyTo?: MailPerson,
): MailToQueue {
  return {
    to: inbox,
    ...(replyTo ? { replyTo: addressOf(replyTo) } : {}),
    subject,
    purpose,
    text: blocks.map(blockText).join('\n\n'),
    html: htmlPage(blocks.map(blockHtml)),
  };
}
