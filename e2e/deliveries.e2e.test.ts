import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-accounts';
import { asBearer, newCustomer, PASSWORD, signIn, type Session } from '../test/customers';
import { formatDeliveryDay } from '../src/web/lib/delivery-options';
import { readOutbox } from '../test/outbox';
import { notices } from './browser';
import { setUpShop } from './shop';

// Delivery days in Chromium (issue 37): a buyer books a day for their hotel's site at
// checkout; staff confirm it in the planner (the orders become Scheduled, the buyer gets
// the calendar event); the buyer moves it from My Orders; the crew's day sheet of the new
// day lists the site, its access notes and the items. A region and a customer of the
// test's own, so the demo calendar stays out of it.
const shop = setUpShop();
const run = promisify(execFile);

const REGION = 'West Coast Crew';
const SITE = {
  name: 'Quay Hotel',
  address: '1 Quay Street',
  city: 'Galway',
  eircode: 'W91 QH12',
  contact_name: 'Nóra Ní Bhriain',
  contact_phone: '091 562 000',
  delivery_notes: 'Loading bay at the rear; the lift is out of service on Mondays.',
};

interface DeliveryOf {
  day: string | null;
  state: string;
}
interface Card {
  trackingId: string;
  checkoutNumber: string;
  deliveryStatus: string;
  delivery?: DeliveryOf;
}

async function api(session: Session, method: string, url: string, payload?: unknown) {
  const answer = await shop.testApp.app.inject({
    method: method as 'GET',
    url,
    headers: asBearer(session),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer.json<Record<string, unknown>>();
}

const ordersOf = async (buyer: Session) =>
  ((await api(buyer, 'GET', '/api/order/user-orders')) as unknown as { orders: Card[] }).orders;

describe('a delivery day from checkout to the crew’s day sheet', () => {
  it('books a day at checkout, staff confirm it, the buyer moves it, the day sheet lists it', async () => {
    const t = shop.testApp;
    const staffApi = await signIn(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await api(staffApi, 'POST', '/api/admin/deliveries/regions', {
      name: REGION,
      routing_keys: ['W91'],
      capacity_unit: 'deliveries',
      daily_capacity: 4,
    });
    const buyer = await newCustomer(t, { creditLimit: 20_000 });
    await api(buyer, 'POST', '/api/company/sites', SITE);

    // The buyer orders two beds for the hotel and picks the second open day.
    const owner = await shop.signedInPage(buyer.email, PASSWORD);
    const beds = (await (
      await fetch(`${shop.baseUrl}/api/category/beds/products?limit=48`)
    ).json()) as { products: Array<{ id: number; product_name: string }> };
    const bed = beds.products.find((p) => p.product_name === 'Navan Low Bed')!;
    await owner.goto(`${shop.baseUrl}/products/${bed.id}`);
    await owner.getByText('Earliest delivery:', { exact: false }).first().waitFor();
    await owner.getByText('5ft King', { exact: true }).first().click();
    await owner.getByText('Bouclé', { exact: true }).first().click();
    await owner.getByRole('textbox', { name: 'Reference Number' }).fill('QUAY-101');
    await owner.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await owner.getByRole('button', { name: 'Add to Cart' }).click();
    await owner.getByText(/added to cart$/).waitFor();
    await owner.goto(`${shop.baseUrl}/checkout`);
    await owner.getByRole('button', { name: 'Continue' }).click();
    await owner.getByRole('radio', { name: /Quay Hotel/ }).check();
    const dayGroup = owner.getByRole('group', { name: 'Delivery day' });
    // The bed has no lead time of its own: the specification's Beds label, as on its page.
    await dayGroup.getByText(/Lead time: 2 to 4 weeks\. Earliest delivery:/).waitFor();
    await dayGroup.getByRole('radio', { name: 'Choose a day' }).check();
    const dayRadios = dayGroup.getByRole('radio', { name: /^\w{3},? \d{1,2} \w{3} \d{4}$/ });
    await dayRadios.nth(1).check();
    const picked = await dayRadios
      .nth(1)
      .evaluate((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent ?? '');
    await owner.getByRole('button', { name: 'Confirm Order' }).click();
    await owner.getByText('Thank you: your order is placed on your account.').waitFor();

    const [placed] = await ordersOf(buyer);
    expect(placed!.delivery).toMatchObject({ state: 'requested' });
    const booked = placed!.delivery!.day!;
    expect(formatDeliveryDay(booked)).toContain(picked);
    await owner.getByText(formatDeliveryDay(booked)).first().waitFor();

    // Staff open the planner at that week, open the region's day and confirm it.
    const staff = await shop.signedInPage(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await staff.goto(`${shop.baseUrl}/admin/deliveries?week=${booked}`);
    await staff
      .getByRole('button', { name: new RegExp(`^${REGION}, .*: 1 of 4 deliveries booked$`) })
      .click();
    const booking = staff.getByRole('article', { name: new RegExp(placed!.checkoutNumber) });
    await booking.getByText(SITE.delivery_notes).waitFor();
    await booking.getByRole('button', { name: 'Confirm' }).click();
    await notices(staff)
      .getByText(/confirmed for/)
      .waitFor();

    const [confirmed] = await ordersOf(buyer);
    expect(confirmed!.delivery).toMatchObject({ day: booked, state: 'confirmed' });
    expect(confirmed!.deliveryStatus).toBe('Scheduled');
    const mails = await readOutbox(t);
    const confirmation = mails.find(
      (m) =>
        m.headers.get('to')?.includes(buyer.email) &&
        /Delivery confirmed/.test(m.headers.get('subject') ?? ''),
    );
    expect(confirmation, 'the buyer’s confirmation mail').toBeDefined();
    expect(confirmation!.raw).toMatch(/text\/calendar/);
    expect(confirmation!.raw).toContain(`delivery-${placed!.checkoutNumber}.ics`);

    // The buyer moves it from My Orders to another open day.
    await owner.goto(`${shop.baseUrl}/orders`);
    await owner.getByRole('button', { name: 'Move delivery' }).first().click();
    const dialog = owner.getByRole('dialog', { name: /Move the delivery of/ });
    const choices = dialog.getByRole('radio');
    await choices.first().waitFor();
    await choices.nth(2).check();
    await dialog.getByRole('button', { name: 'Move to this day' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const [moved] = await ordersOf(buyer);
    expect(moved!.delivery!.state).toBe('requested');
    const newDay = moved!.delivery!.day!;
    expect(newDay).not.toBe(booked);

    // The crew's day sheet of the new day lists the site, its notes and the beds.
    await staff.goto(`${shop.baseUrl}/admin/deliveries?week=${newDay}`);
    await staff
      .getByRole('button', { name: new RegExp(`^${REGION}, .*: 1 of 4 deliveries booked$`) })
      .click();
    const sheetLink = staff.getByRole('link', { name: 'Day sheet (PDF)' });
    const href = (await sheetLink.getAttribute('href'))!;
    expect(href).toContain(`day=${newDay}`);
    const pdf = await staff.request.get(new URL(href, shop.baseUrl).toString());
    expect(pdf.status()).toBe(200);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'day-sheet-'));
    try {
      const file = path.join(dir, 'sheet.pdf');
      await writeFile(file, await pdf.body());
      const { stdout } = await run('pdftotext', ['-layout', file, '-']);
      const text = stdout.replace(/\s+/g, ' ');
      for (const expected of [
        SITE.name,
        SITE.eircode,
        SITE.contact_name,
        'Loading bay at the rear',
        'QUAY-101',
        'Navan Low Bed',
        placed!.checkoutNumber,
      ]) {
        expect(text).toContain(expected);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
