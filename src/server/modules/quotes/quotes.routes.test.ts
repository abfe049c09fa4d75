import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { asBearer, newCustomer, newMember, signIn, type Session } from '#test/customers';
import { bedLine, demoBed, type DemoBed } from '#test/demo-lines';
import { formData, pdf } from '#test/multipart';
import { readOutbox } from '#test/outbox';
import type { TestApp } from '#test/test-app';
import { checkoutQuotes, quotes } from '#src/db/schema/quotes';
import { deliveryDays, deliveryRegionKeys, deliveryRegions } from '#src/db/schema/deliveries';
import { orders } from '#src/db/schema/orders';
import { DEMO_ACCOUNTS } from '#src/db/seed/demo-accounts';
import { addDays, dublinDate } from '#src/shared/domain/calendar-dates';
import { toCents } from '#src/shared/domain/money';
import { vatCentsOf } from '#src/shared/domain/pricing';
import type { PlacedOrder } from '#src/shared/schemas/orders';
import {
  QUOTE_FILE_NOT_YOURS,
  QUOTE_SITE_REQUIRED,
  type QuoteDetail,
  type QuoteList,
} from '#src/shared/schemas/quotes';
import { setUpAdminOrdersTestApp } from '../admin/orders.test-setup';
import { expireQuotes, sweepQuoteFiles } from './quotes.service';
import { quotesDepsOf } from '.';

// docs/business-rules.md "Quotes": request → versions → accept into orders at the quoted
// prices, through the API as the screens and a client written from docs/api.md call it.

const shared = setUpAdminOrdersTestApp();
let t: TestApp;
let bed: DemoBed;
beforeAll(async () => {
  t = shared.testApp();
  const trade = await signIn(t, DEMO_ACCOUNTS.trade.email, DEMO_ACCOUNTS.trade.password);
  bed = await demoBed(t, trade);
});

type Customer = Awaited<ReturnType<typeof newCustomer>>;
const call = (s: Session, method: 'GET' | 'POST', url: string, payload?: object, headers = {}) =>
  t.app.inject({
    method,
    url,
    headers: { ...asBearer(s), ...headers },
    ...(payload ? { payload } : {}),
  });
const staff = () => shared.staff();

const roomTypes = () => [
  { ...line('Std double'), quantity: 12, group_label: 'Standard double × 12' },
  { ...line('Twin'), quantity: 4, group_label: 'Twin rooms' },
];
function line(referenceNumber: string) {
  const { productId, sizeId, fabricId, fabricColorId, storageType } = bedLine(bed, referenceNumber);
  return { productId, sizeId, fabricId, fabricColorId, storageType, quantity: 1, referenceNumber };
}

async function request(who: Session, body: object = {}) {
  const response = await call(who, 'POST', '/api/quotes', {
    title: 'Hotel fit-out',
    lines: roomTypes(),
    message: 'Delivery to the loading bay, please.',
    site_address: 'Hotel Ó Briain, Quay St, Galway, H91 X2Y3',
    delivery_from: addDays(dublinDate(), 30),
    delivery_to: addDays(dublinDate(), 45),
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ number: string; status: string }>().number;
}
const detail = async (who: Session, number: string, admin = false) => {
  const response = await call(who, 'GET', `/api/${admin ? 'admin/' : ''}quotes/${number}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<QuoteDetail>();
};
async function sendVersion(number: string, body: object = {}) {
  const { lines } = await detail(staff(), number, true);
  return call(staff(), 'POST', `/api/admin/quotes/${number}/versions`, {
    lines: lines.map((l) => ({ line_id: l.id, unit_price: null, lead_time_days: 15 })),
    discount_percent: 10,
    valid_until: addDays(dublinDate(), 10),
    delivery_terms: 'Delivered and assembled, two drops.',
    message: 'Our best price for the fit-out.',
    ...body,
  });
}
const accept = (who: Session, number: string, version: number, key?: string) =>
  call(
    who,
    'POST',
    `/api/quotes/${number}/accept`,
    { version, po_number: 'PO-77' },
    key ? { 'idempotency-key': key } : {},
  );
const ordersOf = (companyId: number) =>
  t.database.db.select().from(orders).where(eq(orders.companyId, companyId));

describe('a quote from request to orders', () => {
  it('books the delivery day asked for on acceptance, and refuses one just taken', async () => {
    const [region] = await t.database.db
      .insert(deliveryRegions)
      .values({ name: 'Quote test region', dailyCapacity: 5 })
      .returning();
    await t.database.db
      .insert(deliveryRegionKeys)
      .values({ routingKey: 'W85', regionId: region!.id });
    const buyer = await newCustomer(t, { creditLimit: 100_000 });
    const site_address = 'Hotel Test, 1 Quay St, Testtown, W85 AC12';
    const options = await call(buyer, 'POST', '/api/delivery/options', {
      lines: roomTypes().map((l) => ({
        productId: l.productId,
        fabricId: l.fabricId,
        quantity: 1,
      })),
      shipping_address: site_address,
    });
    const days = options.json<{ days: { date: string }[] }>().days.map((d) => d.date);
    const accepted = async (day: string) => {
      const number = await request(buyer, { site_address });
      expect((await sendVersion(number)).statusCode).toBe(201);
      return call(buyer, 'POST', `/api/quotes/${number}/accept`, {
        version: 1,
        delivery_day: day,
      });
    };
    const booked = await accepted(days[1]!);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json<PlacedOrder>().delivery).toMatchObject({ day: days[1] });

    await t.database.db
      .insert(deliveryDays)
      .values({ regionId: region!.id, day: days[2]!, booked: 5 });
    const made = (await ordersOf(buyer.companyId)).length;
    const refused = await accepted(days[2]!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errors: [{ field: 'delivery_day' }] });
    expect(await ordersOf(buyer.companyId)).toHaveLength(made);
  });

  it('negotiates two versions, then places orders at the quoted prices and invoices them', async () => {
    const buyer = await newCustomer(t, { creditLimit: 100_000 });
    const upload = await formData({}, [{ name: 'floor-plan.pdf', bytes: pdf }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/quotes/files',
      headers: { ...asBearer(buyer), ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { fileId } = uploaded.json<{ fileId: string }>();
    const number = await request(buyer, { file_ids: [fileId] });
    expect(number).toMatch(/^Q-\d{4}-\d{6}$/);

    // The console's queue has it as new and awaiting staff.
    const queue = await call(staff(), 'GET', '/api/admin/quotes?queue=new');
    const listed = queue.json<QuoteList>();
    expect(listed.quotes.map((q) => q.number)).toContain(number);
    expect(listed.counts.new).toBeGreaterThan(0);

    const asked = await detail(buyer, number);
    expect(asked.quote.status).toBe('requested');
    expect(asked.lines.map((l) => l.group_label)).toEqual(['Standard double × 12', 'Twin rooms']);
    expect(asked.events[0]!.files.map((f) => f.fileName)).toEqual(['floor-plan.pdf']);
    expect(asked.actions).toEqual(expect.arrayContaining(['message', 'withdraw']));
    expect(asked.actions).not.toContain('accept');

    // Version 1: 10 % off list, valid 10 days.
    const v1 = await sendVersion(number);
    expect(v1.statusCode, v1.body).toBe(201);
    const quoted = await detail(buyer, number);
    expect(quoted.quote.status).toBe('quoted');
    const list = toCents(asked.lines[0]!.list_price);
    const discounted = Math.round((list * 9) / 10);
    expect(toCents(quoted.versions[0]!.lines[0]!.unit_price)).toBe(discounted);
    expect(quoted.actions).toEqual(
      expect.arrayContaining(['accept', 'request_revision', 'reject']),
    );

    // Its PDF reads back with its number, version and validity.
    const pdfAnswer = await call(buyer, 'GET', `/api/quotes/${number}/versions/1/pdf`);
    expect(pdfAnswer.statusCode).toBe(200);
    expect(pdfAnswer.headers['content-type']).toBe('application/pdf');
    const dir = await mkdtemp(path.join(os.tmpdir(), 'quote-pdf-'));
    await writeFile(path.join(dir, 'q.pdf'), pdfAnswer.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', path.join(dir, 'q.pdf'), '-'], {
      encoding: 'utf8',
    });
    expect(text).toContain(number);
    expect(text).toContain('Standard double × 12');

    // The buyer asks a revision; staff send version 2 with their own prices.
    const revision = await call(buyer, 'POST', `/api/quotes/${number}/revision`, {
      version: 1,
      message: 'Can you do the twins at €300?',
    });
    expect(revision.statusCode, revision.body).toBe(200);
    expect((await detail(buyer, number)).quote.status).toBe('revision_requested');
    const stale = await accept(buyer, number, 1);
    expect(stale.statusCode).toBe(409);

    const { lines } = await detail(staff(), number, true);
    const v2 = await sendVersion(number, {
      lines: [
        { line_id: lines[0]!.id, unit_price: 400, lead_time_days: 20 },
        { line_id: lines[1]!.id, unit_price: 300, lead_time_days: 20 },
      ],
      discount_percent: undefined,
    });
    expect(v2.statusCode, v2.body).toBe(201);
    const superseded = await accept(buyer, number, 1);
    expect(superseded.statusCode).toBe(409);
    expect(superseded.json<{ message: string }>().message).toContain('version 2');
    expect((await detail(buyer, number)).versions[0]!.superseded).toBe(true);

    // Accept version 2: orders at €400 and €300 ex VAT, once, however often it is sent.
    const key = 'accept-key-1';
    const accepted = await accept(buyer, number, 2, key);
    expect(accepted.statusCode, accepted.body).toBe(201);
    const placed = accepted.json<PlacedOrder>();
    const again = await accept(buyer, number, 2, key);
    expect(again.statusCode).toBe(201);
    expect(again.json<PlacedOrder>().checkoutNumber).toBe(placed.checkoutNumber);
    const twice = await accept(buyer, number, 2);
    expect(twice.statusCode).toBe(409);

    const made = await ordersOf(buyer.companyId);
    expect(made).toHaveLength(2);
    expect(made.map((o) => o.unitPriceCents).sort()).toEqual([30_000, 40_000]);
    expect(made.find((o) => o.unitPriceCents === 30_000)!.vatCents).toBe(vatCentsOf(30_000));
    expect(placed.poNumber).toBe('PO-77');
    const after = await detail(buyer, number);
    expect(after.quote.status).toBe('accepted');
    expect(after.quote.checkoutNumber).toBe(placed.checkoutNumber);
    // The console's quote page links to its orders by the checkout's number.
    const found = await call(staff(), 'GET', `/api/admin/orders?q=${placed.checkoutNumber}`);
    expect(found.json<{ orders: unknown[] }>().orders).toHaveLength(2);

    // Delivered: the invoice names the quote and bills the quoted price.
    for (const order of made) {
      const response = await shared.setStatus(order.id, shared.status['Order Delivered']!);
      expect(response.statusCode, response.body).toBe(200);
    }
    const invoices = await call(buyer, 'GET', '/api/account/documents');
    const [invoice] = invoices.json<{ documents: Array<{ number: string }> }>().documents;
    const invoicePdf = await call(buyer, 'GET', `/api/account/documents/${invoice!.number}/pdf`);
    await writeFile(path.join(dir, 'inv.pdf'), invoicePdf.rawPayload);
    const invoiceText = execFileSync('pdftotext', ['-layout', path.join(dir, 'inv.pdf'), '-'], {
      encoding: 'utf8',
    });
    expect(invoiceText).toContain(`Quote: ${number}`);
    expect(invoiceText).toContain('€400.00');

    // Mails: the shop heard of the request, the revision and the acceptance; the buyer got
    // both versions with their PDFs.
    const mails = await readOutbox(t);
    const about = mails.filter((m) => m.headers.get('subject')?.includes(number));
    expect(about.some((m) => /New quote request/.test(m.headers.get('subject')!))).toBe(true);
    expect(about.filter((m) => m.raw.includes(`${number}-v`)).length).toBeGreaterThanOrEqual(2);
  });

  it('lets one of two members accepting at once place the orders', async () => {
    const owner = await newCustomer(t, { creditLimit: 100_000 });
    const approver = await newMember(t, owner.companyId, { role: 'approver' });
    const number = await request(owner);
    expect((await sendVersion(number)).statusCode).toBe(201);
    const answers = await Promise.all([accept(owner, number, 1), accept(approver, number, 1)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await ordersOf(owner.companyId)).toHaveLength(2);
    const linked = await t.database.db
      .select()
      .from(checkoutQuotes)
      .innerJoin(quotes, eq(quotes.id, checkoutQuotes.quoteId))
      .where(eq(quotes.number, number));
    expect(linked).toHaveLength(1);
  });
});

describe('who sees and answers a quote', () => {
  it('shows a buyer their own, owners every one, and nobody else any', async () => {
    const owner = await newCustomer(t);
    const buyer = await newMember(t, owner.companyId, { role: 'buyer' });
    const accounts = await newMember(t, owner.companyId, { role: 'accounts' });
    const stranger = await newCustomer(t);
    const ownersQuote = await request(owner);
    const buyersQuote = await request(buyer);
    const numbers = async (who: Session) =>
      (await call(who, 'GET', '/api/quotes')).json<QuoteList>().quotes.map((q) => q.number);
    expect(await numbers(buyer)).toEqual([buyersQuote]);
    // Found by part of its number, its title, or (staff) its company's name.
    const search = async (who: Session, url: string) =>
      (await call(who, 'GET', url)).json<QuoteList>().quotes.map((q) => q.number);
    expect(await search(owner, `/api/quotes?q=${ownersQuote.slice(-6)}`)).toEqual([ownersQuote]);
    expect(await search(owner, '/api/quotes?q=FIT-OUT')).toHaveLength(2);
    const { companyName } = (await detail(owner, ownersQuote)).quote;
    expect(
      await search(staff(), `/api/admin/quotes?q=${encodeURIComponent(companyName.slice(1, 8))}`),
    ).toEqual(expect.arrayContaining([ownersQuote, buyersQuote]));
    expect(await numbers(owner)).toEqual(expect.arrayContaining([ownersQuote, buyersQuote]));
    expect(await numbers(accounts)).toHaveLength(2);
    expect((await call(buyer, 'GET', `/api/quotes/${ownersQuote}`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/api/quotes/${buyersQuote}`)).statusCode).toBe(404);
    // Accounts members read, but neither ask nor answer.
    expect((await sendVersion(buyersQuote)).statusCode).toBe(201);
    expect((await accept(accounts, buyersQuote, 1)).statusCode).toBe(403);
    expect((await detail(accounts, buyersQuote)).actions).not.toContain('accept');
    const asked = await call(accounts, 'POST', '/api/quotes', {
      lines: roomTypes(),
      site_address: 'x',
    });
    expect(asked.statusCode).toBe(403);
  });

  it('refuses files that are not the member’s own uploads, and a request with no site', async () => {
    const owner = await newCustomer(t);
    const other = await newCustomer(t);
    const upload = await formData({}, [{ name: 'plan.pdf', bytes: pdf }]);
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/quotes/files',
      headers: { ...asBearer(other), ...upload.headers },
      payload: upload.payload,
    });
    const fileId = theirs.json<{ fileId: string }>().fileId;
    const refused = await call(owner, 'POST', '/api/quotes', {
      lines: roomTypes(),
      site_address: 'Somewhere',
      file_ids: [fileId],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: Array<{ message: string }> }>().errors[0]!.message).toBe(
      QUOTE_FILE_NOT_YOURS,
    );
    const noSite = await call(owner, 'POST', '/api/quotes', { lines: roomTypes() });
    expect(noSite.statusCode).toBe(400);
    expect(noSite.body).toContain(QUOTE_SITE_REQUIRED);
    const notAPicture = await formData({}, [
      { name: 'x.png', bytes: Buffer.from('MZ not a picture'), type: 'image/png' },
    ]);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/quotes/files',
      headers: { ...asBearer(owner), ...notAPicture.headers },
      payload: notAPicture.payload,
    });
    expect(wrong.statusCode).toBe(400);
    const unknown = await call(owner, 'POST', '/api/quotes', {
      lines: roomTypes(),
      site_address: 'x',
      discount: 50,
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('money rules at acceptance', () => {
  it('sends a total above the buyer’s limit to the approvers; a rejection opens the quote again', async () => {
    const owner = await newCustomer(t, { creditLimit: 100_000 });
    const buyer = await newMember(t, owner.companyId, { role: 'buyer', spendingLimit: 100 });
    const number = await request(buyer);
    expect((await sendVersion(number)).statusCode).toBe(201);
    const answer = await accept(buyer, number, 1);
    expect(answer.statusCode, answer.body).toBe(202);
    const { checkoutNumber } = answer.json<{ checkoutNumber: string }>();
    expect((await detail(buyer, number)).quote.status).toBe('accepted');
    const rejected = await call(owner, 'POST', `/api/company/approvals/${checkoutNumber}/reject`, {
      reason: 'Too much this month',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await detail(buyer, number)).quote.status).toBe('quoted');
    // Accepted again and approved: the checkout is the quote's.
    const again = await accept(buyer, number, 1);
    expect(again.statusCode).toBe(202);
    const second = again.json<{ checkoutNumber: string }>().checkoutNumber;
    const approved = await call(owner, 'POST', `/api/company/approvals/${second}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await ordersOf(owner.companyId)).toHaveLength(2);
  });

  it('refuses when the credit does not cover it, and leaves the quote open', async () => {
    const owner = await newCustomer(t, { creditLimit: 100 });
    const number = await request(owner);
    expect((await sendVersion(number)).statusCode).toBe(201);
    const answer = await accept(owner, number, 1);
    expect(answer.statusCode).toBe(422);
    expect((await detail(owner, number)).quote.status).toBe('quoted');
    expect(await ordersOf(owner.companyId)).toHaveLength(0);
  });
});

describe('validity', () => {
  it('expires a quote past its date once, refuses to accept it, and staff can extend it', async () => {
    const owner: Customer = await newCustomer(t, { creditLimit: 100_000 });
    const number = await request(owner);
    expect((await sendVersion(number, { valid_until: dublinDate() })).statusCode).toBe(201);
    const deps = quotesDepsOf(t.app);
    const tomorrow = addDays(dublinDate(), 1);
    const [first, second] = await Promise.all([
      expireQuotes(deps, tomorrow),
      expireQuotes(deps, tomorrow),
    ]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    const expired = await detail(owner, number);
    expect(expired.quote.status).toBe('expired');
    expect(expired.events.filter((e) => e.kind === 'expire')).toHaveLength(1);
    const refused = await accept(owner, number, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/expired/);

    const past = await call(staff(), 'POST', `/api/admin/quotes/${number}/extend`, {
      valid_until: addDays(dublinDate(), -1),
    });
    expect(past.statusCode).toBe(400);
    const extended = await call(staff(), 'POST', `/api/admin/quotes/${number}/extend`, {
      valid_until: addDays(dublinDate(), 14),
    });
    expect(extended.statusCode, extended.body).toBe(200);
    const open = await detail(owner, number);
    expect(open.quote.status).toBe('quoted');
    expect(open.quote.validUntil).toBe(addDays(dublinDate(), 14));
    expect(open.quote.extendedFrom).toBe(dublinDate());
    expect((await accept(owner, number, 1)).statusCode).toBe(201);
  });
});

describe('files', () => {
  it('removes uploads no message took after a day, and keeps attached ones', async () => {
    const owner = await newCustomer(t);
    const upload = async () => {
      const form = await formData({}, [{ name: 'plan.pdf', bytes: pdf }]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/quotes/files',
        headers: { ...asBearer(owner), ...form.headers },
        payload: form.payload,
      });
      return response.json<{ fileId: string }>().fileId;
    };
    const [kept, left] = [await upload(), await upload()];
    await request(owner, { file_ids: [kept] });
    const download = (id: string) => call(owner, 'GET', `/api/quotes/files/${id}`);
    expect((await download(left)).statusCode).toBe(200);
    const removed = await sweepQuoteFiles(
      quotesDepsOf(t.app),
      new Date(Date.now() + 25 * 3600_000),
    );
    expect(removed).toBeGreaterThanOrEqual(1);
    expect((await download(left)).statusCode).toBe(404);
    expect((await download(kept)).statusCode).toBe(200);
  });
});

describe('the console’s figures', () => {
  it('counts conversion over quotes decided', async () => {
    const response = await call(staff(), 'GET', '/api/admin/quotes/stats');
    expect(response.statusCode, response.body).toBe(200);
    const stats = response.json<{ counts: Record<string, number>; conversion_rate: number }>();
    const decided = stats.counts.accepted! + stats.counts.rejected! + stats.counts.expired!;
    expect(stats.conversion_rate).toBeCloseTo((stats.counts.accepted! / decided) * 100, 1);
  });
});
