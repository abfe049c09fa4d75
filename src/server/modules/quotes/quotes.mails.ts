import { formatCents } from '#src/shared/domain/money';
import { facts, letter, link, memo, paragraph, said, type Block } from '../../lib/mail-blocks';
import type { MailToQueue } from '../../lib/outbox';
import { longDate } from '../invoices/invoices.mails';
import { deliveryWindow, quotePdfFilename } from './quote.pdf';

/**
 * The mails of a quote's life (docs/business-rules.md "Quotes"), to the buyer who asked
 * for it and to the shop's inbox, ready for `queueMail`. Built from plain data, no
 * database: the service gathers the names, numbers and amounts (whole cents) and queues
 * what these return in its transaction. Each mail is plain text and the same in HTML,
 * where everything a person typed (names, titles, messages, addresses) is escaped.
 */

/** A person a mail names or goes to: the requester, the member who acted. */
export interface QuoteMailPerson {
  fullName: string;
  email: string;
}

/** The quote as every mail names it. */
export interface QuoteMailQuote {
  /** Q-2026-000001 */
  number: string;
  /** The buyer's project name. */
  title: string | null;
  companyName: string;
}

/** Where a mail's links point: the shop's public address (config mailedLinkBase). */
export interface QuoteMailLinks {
  linkBase: string;
}

/** The shop's inbox (SHOP_INBOX_EMAIL) and the links of the console. */
export interface QuoteMailInbox extends QuoteMailLinks {
  inbox: string;
}

// ---------------------------------------------------------------------------------------
// Shared wording.

const base = (linkBase: string) => linkBase.replace(/\/+$/, '');

/** The buyer's page of the quote. */
export const accountQuoteLink = (linkBase: string, number: string) =>
  `${base(linkBase)}/account/quotes/${encodeURIComponent(number)}`;

/** Staff's page of the quote in the console. */
export const adminQuoteLink = (linkBase: string, number: string) =>
  `${base(linkBase)}/admin/quotes/${encodeURIComponent(number)}`;

const buyerLink = (quote: QuoteMailQuote, links: QuoteMailLinks, label = 'Your quote') =>
  link(label, accountQuoteLink(links.linkBase, quote.number));

const staffLink = (quote: QuoteMailQuote, links: QuoteMailLinks, label = 'The quote') =>
  link(label, adminQuoteLink(links.linkBase, quote.number));

/** "Q-2026-000001 (Hotel refit)": the quote with its project name. */
const named = (quote: QuoteMailQuote) =>
  quote.title ? `${quote.number} (${quote.title})` : quote.number;

const who = (person: QuoteMailPerson) => `${person.fullName} (${person.email})`;

const projectFact = (quote: QuoteMailQuote) =>
  quote.title !== null && (['Project', quote.title] as const);

/** A message typed with the step, or a line that says none was given. */
const messageOf = (by: string, message: string | undefined, none: string): Block =>
  message?.trim() ? said(by, message.trim()) : paragraph(none);

const filesFact = (fileNames: readonly string[] | undefined) =>
  !!fileNames?.length &&
  ([fileNames.length === 1 ? 'File' : 'Files', fileNames.join(', ')] as const);

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-IE')} ${count === 1 ? one : many}`;

// ---------------------------------------------------------------------------------------
// (a) A request is received.

export interface QuoteRequestMail {
  quote: QuoteMailQuote;
  requester: QuoteMailPerson;
  lineCount: number;
  /** The quantities of the lines added up. */
  units: number;
  siteAddress: string;
  deliveryFrom: string | null;
  deliveryTo: string | null;
  message: string;
  fileNames?: readonly string[];
}

/** To the requester: we have it, and where to follow it. */
export function quoteRequestReceived(request: QuoteRequestMail, links: QuoteMailLinks) {
  const { quote } = request;
  return letter(
    request.requester,
    `Quote request ${quote.number} received`,
    `quote ${quote.number}: request received`,
    [
      paragraph(
        `Thank you for your quote request ${named(quote)}. ` +
          'It is with our trade sales team, who will answer within two working days.',
      ),
      facts(
        ['Quote number', quote.number],
        projectFact(quote),
        [
          'Lines',
          `${plural(request.lineCount, 'line', 'lines')}, ${plural(request.units, 'unit', 'units')}`,
        ],
        ['Site', request.siteAddress],
        ['Wanted delivery', deliveryWindow(request.deliveryFrom, request.deliveryTo, longDate)],
      ),
      paragraph('You can follow it, and write to us about it, in your account:'),
      buyerLink(quote, links),
    ],
  );
}

/** To the shop's inbox: a new request to price. A reply goes to the requester. */
export function newQuoteRequestToShop(request: QuoteRequestMail, links: QuoteMailInbox) {
  const { quote, requester } = request;
  return memo(
    links.inbox,
    `New quote request ${quote.number} from ${quote.companyName}`,
    `quote ${quote.number}: new request (to the shop)`,
    [
      paragraph(`${requester.fullName} of ${quote.companyName} asked for a quote:`),
      facts(
        ['Quote number', quote.number],
        projectFact(quote),
        ['Company', quote.companyName],
        ['Requested by', who(requester)],
        [
          'Lines',
          `${plural(request.lineCount, 'line', 'lines')}, ${plural(request.units, 'unit', 'units')}`,
        ],
        ['Site', request.siteAddress],
        ['Wanted delivery', deliveryWindow(request.deliveryFrom, request.deliveryTo, longDate)],
        filesFact(request.fileNames),
      ),
      messageOf(requester.fullName, request.message, 'No message came with the request.'),
      staffLink(quote, links, 'Price it in the console'),
      paragraph('Reply to this email to write to the buyer.'),
    ],
    requester,
  );
}

// ---------------------------------------------------------------------------------------
// (b) Staff send a version.

export interface QuoteVersionMail {
  quote: QuoteMailQuote;
  /** The requester. */
  to: QuoteMailPerson;
  version: number;
  totalCents: number;
  validUntil: string;
  /** Staff's message with the version. */
  message: string;
  /** The version's PDF (renderQuotePdf). */
  pdf: Buffer;
}

/** To the requester: the version, its PDF attached, its total and validity. */
export function quoteVersionSent(sent: QuoteVersionMail, links: QuoteMailLinks) {
  const { quote, version } = sent;
  return {
    ...letter(
      sent.to,
      `Quote ${quote.number} version ${version}: ${formatCents(sent.totalCents)}`,
      `quote ${quote.number}: version ${version} sent`,
      [
        paragraph(
          `Please find attached version ${version} of our quotation ${named(quote)} ` +
            `for ${quote.companyName}.` +
            (version > 1
              ? ` It replaces version ${version - 1}, which can no longer be accepted.`
              : ''),
        ),
        facts(
          ['Total (incl. VAT)', formatCents(sent.totalCents)],
          ['Valid until', longDate(sent.validUntil)],
        ),
        ...(sent.message.trim() ? [said('Our trade sales team', sent.message.trim())] : []),
        paragraph('Accept it, or ask us for changes, in your account until its validity date:'),
        buyerLink(quote, links),
      ],
    ),
    attachments: [
      {
        filename: quotePdfFilename(quote.number, version),
        contentType: 'application/pdf',
        content: sent.pdf,
      },
    ],
  } satisfies MailToQueue;
}

// ---------------------------------------------------------------------------------------
// (c) The buyer asks for a revision; (e) the buyer rejects.

export interface QuoteAnswerMail {
  quote: QuoteMailQuote;
  /** The member who answered. */
  by: QuoteMailPerson;
  version: number;
  message: string;
}

/** To the shop's inbox: the buyer wants changes to a version. */
export function revisionRequestedToShop(answer: QuoteAnswerMail, links: QuoteMailInbox) {
  const { quote, by } = answer;
  return memo(
    links.inbox,
    `Revision requested on quote ${quote.number} by ${quote.companyName}`,
    `quote ${quote.number}: revision requested (to the shop)`,
    [
      paragraph(
        `${by.fullName} of ${quote.companyName} asked for a revision of version ${answer.version} of quote ${quote.number}.`,
      ),
      facts(['Quote number', quote.number], projectFact(quote), ['Asked by', who(by)]),
      messageOf(by.fullName, answer.message, 'They gave no message.'),
      staffLink(quote, links, 'Send a new version in the console'),
    ],
    by,
  );
}

/** To the shop's inbox: the buyer turned the quote down; it is closed. */
export function quoteRejectedToShop(answer: QuoteAnswerMail, links: QuoteMailInbox) {
  const { quote, by } = answer;
  return memo(
    links.inbox,
    `Quote ${quote.number} rejected by ${quote.companyName}`,
    `quote ${quote.number}: rejected (to the shop)`,
    [
      paragraph(
        `${by.fullName} of ${quote.companyName} rejected version ${answer.version} of quote ${quote.number}. The quote is closed.`,
      ),
      facts(['Quote number', quote.number], projectFact(quote), ['Rejected by', who(by)]),
      messageOf(by.fullName, answer.message, 'They gave no reason.'),
      staffLink(quote, links),
    ],
    by,
  );
}

// ---------------------------------------------------------------------------------------
// (d) The buyer accepts.

/** What the acceptance did: orders placed, or a checkout held for the company's approvers. */
export type QuoteAcceptanceOutcome =
  | { kind: 'placed'; checkoutNumber: string }
  | { kind: 'awaiting_approval'; checkoutNumber: string | null };

export interface QuoteAcceptedMail {
  quote: QuoteMailQuote;
  /** The member who accepted. */
  by: QuoteMailPerson;
  /** The requester, when someone else (an owner, an approver) accepted. */
  requester?: QuoteMailPerson;
  version: number;
  totalCents: number;
  poNumber: string | null;
  outcome: QuoteAcceptanceOutcome;
}

const outcomeFact = (outcome: QuoteAcceptanceOutcome) =>
  outcome.checkoutNumber !== null && (['Checkout number', outcome.checkoutNumber] as const);

/** To the member who accepted: the checkout it placed, or that it awaits approval. */
export function quoteAcceptedToBuyer(accepted: QuoteAcceptedMail, links: QuoteMailLinks) {
  const { quote, outcome } = accepted;
  return letter(
    accepted.by,
    outcome.kind === 'placed'
      ? `Quote ${quote.number} accepted: checkout ${outcome.checkoutNumber}`
      : `Quote ${quote.number} accepted: sent to your approvers`,
    `quote ${quote.number}: accepted`,
    [
      paragraph(
        `You accepted version ${accepted.version} of quote ${named(quote)}, ` +
          `${formatCents(accepted.totalCents)} VAT included.`,
      ),
      paragraph(
        outcome.kind === 'placed'
          ? `Your orders are placed on your account under checkout ${outcome.checkoutNumber}. ` +
              'You can follow every line under My Orders.'
          : "As it is above your per-order limit, it has been sent to your company's approvers: " +
              'the orders are placed when an owner or approver approves it.',
      ),
      facts(
        ['Quote number', quote.number],
        outcomeFact(outcome),
        accepted.poNumber !== null && ['Purchase order', accepted.poNumber],
      ),
      buyerLink(quote, links),
    ],
  );
}

/** To the shop's inbox: a quote won. */
export function quoteAcceptedToShop(accepted: QuoteAcceptedMail, links: QuoteMailInbox) {
  const { quote, by, outcome } = accepted;
  return memo(
    links.inbox,
    `Quote ${quote.number} accepted by ${quote.companyName}: ${formatCents(accepted.totalCents)}`,
    `quote ${quote.number}: accepted (to the shop)`,
    [
      paragraph(
        `${by.fullName} of ${quote.companyName} accepted version ${accepted.version} of quote ${quote.number}.`,
      ),
      facts(
        ['Quote number', quote.number],
        projectFact(quote),
        ['Accepted by', who(by)],
        accepted.requester !== undefined &&
          accepted.requester.email !== by.email && ['Requested by', who(accepted.requester)],
        ['Total (incl. VAT)', formatCents(accepted.totalCents)],
        accepted.poNumber !== null && ['Purchase order', accepted.poNumber],
        outcomeFact(outcome),
        [
          'Status',
          outcome.kind === 'placed'
            ? 'Orders placed'
            : "Awaiting the approval of the company's owners or approvers",
        ],
      ),
      staffLink(quote, links),
    ],
    by,
  );
}

// ---------------------------------------------------------------------------------------
// (f) A version expires.

export interface QuoteExpiredMail {
  quote: QuoteMailQuote;
  requester: QuoteMailPerson;
  version: number;
  totalCents: number;
  validUntil: string;
}

/** To the requester: the version can no longer be accepted; we can extend it. */
export function quoteExpiredToBuyer(expired: QuoteExpiredMail, links: QuoteMailLinks) {
  const { quote } = expired;
  return letter(
    expired.requester,
    `Quote ${quote.number} has expired`,
    `quote ${quote.number}: expired`,
    [
      paragraph(
        `Version ${expired.version} of quote ${named(quote)}, ${formatCents(expired.totalCents)} VAT included, ` +
          `was valid until ${longDate(expired.validUntil)} and can no longer be accepted.`,
      ),
      paragraph('If you still need it, write to us in the quote: we can extend it or quote again.'),
      buyerLink(quote, links),
    ],
  );
}

/** To the shop's inbox: a quote lapsed unanswered. */
export function quoteExpiredToShop(expired: QuoteExpiredMail, links: QuoteMailInbox) {
  const { quote } = expired;
  return memo(
    links.inbox,
    `Quote ${quote.number} for ${quote.companyName} expired`,
    `quote ${quote.number}: expired (to the shop)`,
    [
      paragraph(
        `Version ${expired.version} of quote ${quote.number} for ${quote.companyName} expired unanswered.`,
      ),
      facts(
        ['Quote number', quote.number],
        projectFact(quote),
        ['Requested by', who(expired.requester)],
        ['Total (incl. VAT)', formatCents(expired.totalCents)],
        ['Valid until', longDate(expired.validUntil)],
      ),
      staffLink(quote, links, 'Extend it or quote again in the console'),
    ],
    expired.requester,
  );
}

// ---------------------------------------------------------------------------------------
// (g) A quote is withdrawn.

export interface QuoteWithdrawnMail {
  quote: QuoteMailQuote;
  /** Staff withdrew it: the requester; the buyer withdrew it: the member who did. */
  person: QuoteMailPerson;
  message: string;
}

/** To the requester: staff withdrew the quote. */
export function quoteWithdrawnByStaff(withdrawn: QuoteWithdrawnMail, links: QuoteMailLinks) {
  const { quote } = withdrawn;
  return letter(
    withdrawn.person,
    `Quote ${quote.number} withdrawn`,
    `quote ${quote.number}: withdrawn by the shop`,
    [
      paragraph(`We have withdrawn quote ${named(quote)}. It can no longer be accepted.`),
      ...(withdrawn.message.trim() ? [said('Our trade sales team', withdrawn.message.trim())] : []),
      buyerLink(quote, links),
    ],
  );
}

/** To the shop's inbox: the buyer withdrew their request. */
export function quoteWithdrawnByBuyer(withdrawn: QuoteWithdrawnMail, links: QuoteMailInbox) {
  const { quote, person } = withdrawn;
  return memo(
    links.inbox,
    `Quote request ${quote.number} withdrawn by ${quote.companyName}`,
    `quote ${quote.number}: withdrawn by the buyer (to the shop)`,
    [
      paragraph(
        `${person.fullName} of ${quote.companyName} withdrew quote request ${quote.number}. Nothing more is needed on it.`,
      ),
      facts(['Quote number', quote.number], projectFact(quote), ['Withdrawn by', who(person)]),
      messageOf(person.fullName, withdrawn.message, 'They gave no message.'),
      staffLink(quote, links),
    ],
    person,
  );
}

// ---------------------------------------------------------------------------------------
// (h) Staff extend the validity.

export interface QuoteExtendedMail {
  quote: QuoteMailQuote;
  requester: QuoteMailPerson;
  version: number;
  validUntil: string;
  /** The date it was valid until before. */
  previousValidUntil: string | null;
}

/** To the requester: the version can be accepted until a new date. */
export function quoteExtended(extended: QuoteExtendedMail, links: QuoteMailLinks) {
  const { quote } = extended;
  const until = longDate(extended.validUntil);
  return letter(
    extended.requester,
    `Quote ${quote.number} extended to ${until}`,
    `quote ${quote.number}: extended`,
    [
      paragraph(
        `We have extended version ${extended.version} of quote ${named(quote)}: ` +
          `you can accept it until ${until}` +
          (extended.previousValidUntil
            ? ` (it was valid until ${longDate(extended.previousValidUntil)}).`
            : '.'),
      ),
      buyerLink(quote, links),
    ],
  );
}

// ---------------------------------------------------------------------------------------
// (i) A message in the quote's thread, to the other side.

export interface QuoteMessageMail {
  quote: QuoteMailQuote;
  /** The member who wrote (to the shop), or the requester (from the shop). */
  person: QuoteMailPerson;
  message: string;
  fileNames?: readonly string[];
}

/** To the shop's inbox: the buyer wrote in the thread. A reply goes to them. */
export function quoteMessageToShop(sent: QuoteMessageMail, links: QuoteMailInbox) {
  const { quote, person } = sent;
  return memo(
    links.inbox,
    `New message on quote ${quote.number} from ${quote.companyName}`,
    `quote ${quote.number}: message from the buyer (to the shop)`,
    [
      facts(
        ['Quote number', quote.number],
        projectFact(quote),
        ['From', who(person)],
        filesFact(sent.fileNames),
      ),
      said(person.fullName, sent.message),
      staffLink(quote, links, 'Answer in the console'),
    ],
    person,
  );
}

/** To the requester: staff wrote in the thread. */
export function quoteMessageToBuyer(sent: QuoteMessageMail, links: QuoteMailLinks) {
  const { quote } = sent;
  return letter(
    sent.person,
    `New message on your quote ${quote.number}`,
    `quote ${quote.number}: message from the shop`,
    [
      paragraph(`We wrote to you about quote ${named(quote)}:`),
      said('Our trade sales team', sent.message),
      ...(sent.fileNames?.length ? [facts(filesFact(sent.fileNames))] : []),
      buyerLink(quote, links, 'Read and answer it in your account'),
    ],
  );
}
