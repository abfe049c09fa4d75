import { describe, expect, it } from 'vitest';
import type { MailToQueue } from '../../lib/outbox';
import {
  newQuoteRequestToShop,
  quoteAcceptedToBuyer,
  quoteAcceptedToShop,
  quoteExpiredToBuyer,
  quoteExpiredToShop,
  quoteExtended,
  quoteMessageToBuyer,
  quoteMessageToShop,
  quoteRejectedToShop,
  quoteRequestReceived,
  quoteVersionSent,
  quoteWithdrawnByBuyer,
  quoteWithdrawnByStaff,
  revisionRequestedToShop,
  type QuoteAcceptedMail,
  type QuoteRequestMail,
} from './quotes.mails';

/** Who each quote mail goes to, what it says, where it links, and that typed text is escaped. */

const links = { linkBase: 'https://trade.cruinn.ie/' };
const shop = { ...links, inbox: 'sales@cruinn.ie' };
const quote = {
  number: 'Q-2026-000001',
  title: 'Óstán refit <phase 2>',
  companyName: 'Óstán Ní Bhriain & Mac Teo',
};
const requester = { fullName: 'Siobhán Ó Súilleabháin', email: 'siobhan@ostan.ie' };
const owner = { fullName: 'Pádraig Ní Bhriain', email: 'padraig@ostan.ie' };
const SCRIPT = 'Please <script>alert("x")</script> & hurry';
const ESCAPED = 'Please &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; hurry';

const BUYER_LINK = 'https://trade.cruinn.ie/account/quotes/Q-2026-000001';
const ADMIN_LINK = 'https://trade.cruinn.ie/admin/quotes/Q-2026-000001';

/** No tag in the HTML but the few the builders write themselves. */
function expectSafeHtml(mail: MailToQueue) {
  expect(mail.html).toBeDefined();
  expect(mail.html).not.toContain('<script');
  expect(mail.html).not.toContain('<phase 2>');
  const tags = [...mail.html!.matchAll(/<\/?([a-z!]+)/gi)].map((m) => m[1]!.toLowerCase());
  const allowed = [
    '!doctype',
    'html',
    'head',
    'meta',
    'body',
    'p',
    'br',
    'a',
    'table',
    'tr',
    'td',
    'blockquote',
  ];
  expect(tags.filter((tag) => !allowed.includes(tag))).toEqual([]);
}

const toBuyer = (mail: MailToQueue, person = requester) =>
  expect(mail.to).toEqual({ name: person.fullName, address: person.email });

const request: QuoteRequestMail = {
  quote,
  requester,
  lineCount: 3,
  units: 244,
  siteAddress: 'Bóthar na Céibhe, Gaillimh',
  deliveryFrom: '2027-02-01',
  deliveryTo: '2027-02-15',
  message: SCRIPT,
  fileNames: ['floor-plan.pdf'],
};

describe('request received', () => {
  it('acknowledges to the requester, with the link to the quote', () => {
    const mail = quoteRequestReceived(request, links);
    toBuyer(mail);
    expect(mail.subject).toBe('Quote request Q-2026-000001 received');
    expect(mail.text).toMatch(/^Dear Siobhán Ó Súilleabháin,/);
    expect(mail.text).toContain('Lines: 3 lines, 244 units');
    expect(mail.text).toContain('Wanted delivery: 1 February 2027 – 15 February 2027');
    expect(mail.text).toContain(`Your quote: ${BUYER_LINK}`);
    expect(mail.text).toMatch(/Kind regards,\nThe trade sales team$/);
    expect(mail.html).toContain(`<a href="${BUYER_LINK}">`);
    expect(mail.html).toContain('Óstán refit &lt;phase 2&gt;');
    expect(mail.purpose).toBe('quote Q-2026-000001: request received');
    expectSafeHtml(mail);
  });

  it('tells the shop who asked for what, where and when, and their message', () => {
    const mail = newQuoteRequestToShop(request, shop);
    expect(mail.to).toBe('sales@cruinn.ie');
    expect(mail.replyTo).toEqual({ name: requester.fullName, address: requester.email });
    expect(mail.subject).toBe('New quote request Q-2026-000001 from Óstán Ní Bhriain & Mac Teo');
    for (const expected of [
      'Company: Óstán Ní Bhriain & Mac Teo',
      'Requested by: Siobhán Ó Súilleabháin (siobhan@ostan.ie)',
      'Project: Óstán refit <phase 2>',
      'Lines: 3 lines, 244 units',
      'Site: Bóthar na Céibhe, Gaillimh',
      'Wanted delivery: 1 February 2027 – 15 February 2027',
      'File: floor-plan.pdf',
      `Siobhán Ó Súilleabháin wrote:\n> ${SCRIPT}`,
      ADMIN_LINK,
    ]) {
      expect(mail.text).toContain(expected);
    }
    expect(mail.html).toContain(ESCAPED);
    expect(mail.html).toContain('Óstán Ní Bhriain &amp; Mac Teo');
    expect(mail.html).toContain(`<a href="${ADMIN_LINK}">`);
    expectSafeHtml(mail);
  });

  it('says so when the request has no message, and counts one line in the singular', () => {
    const mail = newQuoteRequestToShop(
      { ...request, message: '  ', lineCount: 1, units: 1, deliveryFrom: null, deliveryTo: null },
      shop,
    );
    expect(mail.text).toContain('No message came with the request.');
    expect(mail.text).toContain('Lines: 1 line, 1 unit');
    expect(mail.text).toContain('Wanted delivery: No dates given');
  });
});

describe('version sent', () => {
  const pdf = Buffer.from('%PDF-1.7 test');
  const sent = {
    quote,
    to: requester,
    version: 2,
    totalCents: 29697596,
    validUntil: '2026-12-28',
    message: SCRIPT,
    pdf,
  };

  it('sends the requester the version’s PDF, its total and validity', () => {
    const mail = quoteVersionSent(sent, links);
    toBuyer(mail);
    expect(mail.subject).toBe('Quote Q-2026-000001 version 2: €296,975.96');
    expect(mail.attachments).toEqual([
      { filename: 'Q-2026-000001-v2.pdf', contentType: 'application/pdf', content: pdf },
    ]);
    for (const expected of [
      'version 2 of our quotation Q-2026-000001 (Óstán refit <phase 2>)',
      'It replaces version 1, which can no longer be accepted.',
      'Total (incl. VAT): €296,975.96',
      'Valid until: 28 December 2026',
      `Our trade sales team wrote:\n> ${SCRIPT}`,
      BUYER_LINK,
    ]) {
      expect(mail.text).toContain(expected);
    }
    expect(mail.html).toContain(ESCAPED);
    expectSafeHtml(mail);
  });

  it('says nothing of an earlier version for the first, nor of a message not given', () => {
    const mail = quoteVersionSent({ ...sent, version: 1, message: '' }, links);
    expect(mail.attachments[0]!.filename).toBe('Q-2026-000001-v1.pdf');
    expect(mail.text).not.toContain('replaces');
    expect(mail.text).not.toContain('wrote:');
  });
});

describe('the buyer’s answers', () => {
  const answer = { quote, by: requester, version: 2, message: SCRIPT };

  it('brings a revision request and its message to the shop', () => {
    const mail = revisionRequestedToShop(answer, shop);
    expect(mail.to).toBe('sales@cruinn.ie');
    expect(mail.replyTo?.address).toBe('siobhan@ostan.ie');
    expect(mail.subject).toBe(
      'Revision requested on quote Q-2026-000001 by Óstán Ní Bhriain & Mac Teo',
    );
    expect(mail.text).toContain('asked for a revision of version 2');
    expect(mail.text).toContain(`> ${SCRIPT}`);
    expect(mail.text).toContain(ADMIN_LINK);
    expect(mail.html).toContain(ESCAPED);
    expectSafeHtml(mail);
  });

  it('brings a rejection and its reason to the shop', () => {
    const mail = quoteRejectedToShop(answer, shop);
    expect(mail.to).toBe('sales@cruinn.ie');
    expect(mail.subject).toBe('Quote Q-2026-000001 rejected by Óstán Ní Bhriain & Mac Teo');
    expect(mail.text).toContain('rejected version 2 of quote Q-2026-000001');
    expect(mail.text).toContain(`> ${SCRIPT}`);
    expect(mail.html).toContain(ESCAPED);
    expectSafeHtml(mail);
    expect(quoteRejectedToShop({ ...answer, message: '' }, shop).text).toContain(
      'They gave no reason.',
    );
  });

  it('keeps the line breaks of a message', () => {
    const mail = quoteRejectedToShop({ ...answer, message: 'Too dear.\nWe went elsewhere.' }, shop);
    expect(mail.text).toContain('> Too dear.\n> We went elsewhere.');
    expect(mail.html).toContain('Too dear.<br>\nWe went elsewhere.');
  });
});

describe('accepted', () => {
  const accepted: QuoteAcceptedMail = {
    quote,
    by: owner,
    requester,
    version: 2,
    totalCents: 29697596,
    poNumber: 'PO-77/<b>',
    outcome: { kind: 'placed', checkoutNumber: 'CHK-2026-004512' },
  };

  it('gives the buyer the checkout it placed', () => {
    const mail = quoteAcceptedToBuyer(accepted, links);
    toBuyer(mail, owner);
    expect(mail.subject).toBe('Quote Q-2026-000001 accepted: checkout CHK-2026-004512');
    expect(mail.text).toContain('€296,975.96 VAT included');
    expect(mail.text).toContain('Checkout number: CHK-2026-004512');
    expect(mail.text).toContain('Purchase order: PO-77/<b>');
    expect(mail.text).toContain(BUYER_LINK);
    expect(mail.html).toContain('PO-77/&lt;b&gt;');
    expectSafeHtml(mail);
  });

  it('tells the buyer it went to their approvers when it is above their limit', () => {
    const mail = quoteAcceptedToBuyer(
      { ...accepted, poNumber: null, outcome: { kind: 'awaiting_approval', checkoutNumber: null } },
      links,
    );
    expect(mail.subject).toBe('Quote Q-2026-000001 accepted: sent to your approvers');
    expect(mail.text).toContain("it has been sent to your company's approvers");
    expect(mail.text).not.toContain('Checkout number');
    expect(mail.text).not.toContain('Purchase order');
  });

  it('tells the shop who accepted, for how much, and what it placed', () => {
    const mail = quoteAcceptedToShop(accepted, shop);
    expect(mail.to).toBe('sales@cruinn.ie');
    expect(mail.replyTo?.address).toBe('padraig@ostan.ie');
    expect(mail.subject).toBe(
      'Quote Q-2026-000001 accepted by Óstán Ní Bhriain & Mac Teo: €296,975.96',
    );
    for (const expected of [
      'Accepted by: Pádraig Ní Bhriain (padraig@ostan.ie)',
      'Requested by: Siobhán Ó Súilleabháin (siobhan@ostan.ie)',
      'Checkout number: CHK-2026-004512',
      'Status: Orders placed',
      ADMIN_LINK,
    ]) {
      expect(mail.text).toContain(expected);
    }
    expectSafeHtml(mail);
    const held = quoteAcceptedToShop(
      { ...accepted, outcome: { kind: 'awaiting_approval', checkoutNumber: 'CHK-2026-004513' } },
      shop,
    );
    expect(held.text).toContain("Status: Awaiting the approval of the company's owners");
  });
});

describe('expired', () => {
  const expired = {
    quote,
    requester,
    version: 2,
    totalCents: 29697596,
    validUntil: '2026-12-28',
  };

  it('tells the requester and the shop', () => {
    const buyer = quoteExpiredToBuyer(expired, links);
    toBuyer(buyer);
    expect(buyer.subject).toBe('Quote Q-2026-000001 has expired');
    expect(buyer.text).toContain('was valid until 28 December 2026');
    expect(buyer.text).toContain(BUYER_LINK);
    expectSafeHtml(buyer);

    const staff = quoteExpiredToShop(expired, shop);
    expect(staff.to).toBe('sales@cruinn.ie');
    expect(staff.subject).toBe('Quote Q-2026-000001 for Óstán Ní Bhriain & Mac Teo expired');
    expect(staff.text).toContain('Valid until: 28 December 2026');
    expect(staff.text).toContain(ADMIN_LINK);
    expectSafeHtml(staff);
  });
});

describe('withdrawn', () => {
  it('by staff: tells the requester, with staff’s message', () => {
    const mail = quoteWithdrawnByStaff({ quote, person: requester, message: SCRIPT }, links);
    toBuyer(mail);
    expect(mail.subject).toBe('Quote Q-2026-000001 withdrawn');
    expect(mail.text).toContain(`Our trade sales team wrote:\n> ${SCRIPT}`);
    expect(mail.html).toContain(ESCAPED);
    expectSafeHtml(mail);
  });

  it('by the buyer: tells the shop', () => {
    const mail = quoteWithdrawnByBuyer({ quote, person: requester, message: '' }, shop);
    expect(mail.to).toBe('sales@cruinn.ie');
    expect(mail.subject).toBe(
      'Quote request Q-2026-000001 withdrawn by Óstán Ní Bhriain & Mac Teo',
    );
    expect(mail.text).toContain('They gave no message.');
    expect(mail.text).toContain(ADMIN_LINK);
  });
});

describe('extended', () => {
  it('gives the requester the new date', () => {
    const mail = quoteExtended(
      {
        quote,
        requester,
        version: 2,
        validUntil: '2027-01-15',
        previousValidUntil: '2026-12-28',
      },
      links,
    );
    toBuyer(mail);
    expect(mail.subject).toBe('Quote Q-2026-000001 extended to 15 January 2027');
    expect(mail.text).toContain(
      'you can accept it until 15 January 2027 (it was valid until 28 December 2026).',
    );
    expect(mail.text).toContain(BUYER_LINK);
    expectSafeHtml(mail);
  });
});

describe('a message in the thread', () => {
  it('from the buyer goes to the shop, a reply to them', () => {
    const mail = quoteMessageToShop(
      { quote, person: requester, message: SCRIPT, fileNames: ['a.pdf', 'b <1>.docx'] },
      shop,
    );
    expect(mail.to).toBe('sales@cruinn.ie');
    expect(mail.replyTo?.address).toBe('siobhan@ostan.ie');
    expect(mail.subject).toBe('New message on quote Q-2026-000001 from Óstán Ní Bhriain & Mac Teo');
    expect(mail.text).toContain('Files: a.pdf, b <1>.docx');
    expect(mail.text).toContain(ADMIN_LINK);
    expect(mail.html).toContain(ESCAPED);
    expect(mail.html).toContain('b &lt;1&gt;.docx');
    expectSafeHtml(mail);
  });

  it('from the shop goes to the requester', () => {
    const mail = quoteMessageToBuyer({ quote, person: requester, message: SCRIPT }, links);
    toBuyer(mail);
    expect(mail.subject).toBe('New message on your quote Q-2026-000001');
    expect(mail.text).toContain(`> ${SCRIPT}`);
    expect(mail.text).toContain(BUYER_LINK);
    expect(mail.html).toContain(ESCAPED);
    expectSafeHtml(mail);
  });
});
