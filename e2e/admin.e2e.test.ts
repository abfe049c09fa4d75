import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpShop } from './shop';

// The staff console end to end in Chromium (issue #6).
const shop = setUpShop();
const ADMIN = { email: 'admin@example.com', password: 'Admin#2026pass' };

async function signedInPage(email: string, password: string): Promise<Page> {
  const context = await shop.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(shop.baseUrl + '/signin');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(shop.baseUrl + '/');
  return page;
}

const api = (path: string, init: RequestInit = {}) =>
  fetch(shop.baseUrl + path, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });

describe('the staff console', () => {
  it('lets staff approve an application, after which the applicant can sign in', async () => {
    const email = `mairead.${Date.now()}@example.ie`;
    const company = `Lodge ${Date.now() % 100_000}`;
    const password = 'Apply#Pass1';
    const applied = await api('/api/auth/user/register', {
      method: 'POST',
      body: JSON.stringify({
        full_name: 'Mairead Kelly',
        email,
        invoice_email: email,
        phone_number: '+353871234567',
        country: 'IE',
        company_name: company,
        office_address: '1 Bridge Street',
        office_city: 'Sligo',
        office_eir_code: 'F91 X2Y3',
        delivery_address: '1 Bridge Street',
        delivery_city: 'Sligo',
        delivery_eir_code: 'F91 X2Y3',
        password,
        confirm_password: password,
        subscribe: false,
      }),
    });
    expect(applied.status).toBe(201);
    const refused = await api('/api/auth/user/login', {
      method: 'POST',
      body: JSON.stringify({ email, password }),
    });
    expect(refused.status).not.toBe(200);

    const page = await signedInPage(ADMIN.email, ADMIN.password);
    await page.goto(shop.baseUrl + '/admin/applications');
    await page.getByRole('button', { name: `Approve ${company}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve application' });
    await dialog.getByLabel('Credit limit (€)').fill('7500');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByRole('button', { name: `Approve ${company}` }).count())
      .toBe(0);

    const login = await api('/api/auth/user/login', {
      method: 'POST',
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const details = await api('/api/user/details', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await details.json()).toMatchObject({ credit_limit: 7500, available_credit: 7500 });
    await page.context().close();
  });
});
