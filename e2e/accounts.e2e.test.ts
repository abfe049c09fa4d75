import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../test/outbox';
import { setUpShop } from './shop';

// Accounts end to end in Chromium (issue #4): apply, staff approve (API), sign in, see
// prices, edit the profile, change the password, sign out; forgot, mail, reset, sign in.
const shop = setUpShop();
const ADMIN = { email: 'admin@example.com', password: 'Admin#2026pass' };

async function newPage(viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await shop.browser.newContext({ viewport });
  return context.newPage();
}

/** Staff approve an application through the API, as the console will. */
async function approve(email: string, creditLimit: number) {
  const login = await fetch(`${shop.baseUrl}/api/auth/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const list = await fetch(`${shop.baseUrl}/api/admin/applications?status=pending`, {
    headers: auth,
  });
  const { applications } = (await list.json()) as {
    applications: Array<{
      id: number;
      email: string;
      phone_number: string;
      office_eir_code: string;
      delivery_eir_code: string;
    }>;
  };
  const application = applications.find((a) => a.email === email);
  expect(application).toBeDefined();
  const decision = await fetch(
    `${shop.baseUrl}/api/admin/applications/${application!.id}/approve`,
    {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ credit_limit: creditLimit }),
    },
  );
  expect(decision.status).toBe(200);
  return application!;
}

async function fillApplication(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Trade account application' });
  await form.getByLabel('Full name', { exact: true }).fill('Orla Brennan');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Invoice email', { exact: true }).fill(`invoices.${email}`);
  // Typed in full, key by key, into a field whose country is already Ireland.
  await form.getByLabel('Phone number', { exact: true }).pressSequentially('+353 87 123 4567');
  await form.getByLabel('Company name', { exact: true }).fill('Brennan Hotels');
  await form.getByLabel('Office address', { exact: true }).fill('3 Shop Street');
  await form.getByLabel('Office city', { exact: true }).fill('Westport');
  await form.getByLabel('Office Eircode', { exact: true }).fill('f28x2y3');
  await form.getByLabel('Same as Office Address', { exact: true }).check();
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password', { exact: true }).fill(password);
  return form;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(shop.baseUrl + '/signin');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

async function resetLinkFor(email: string): Promise<string> {
  // The server's outbox worker writes the mail a moment after the answer (docs/mail.md).
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const mails = (await readOutbox(shop.dataDir)).reverse();
    for (const mail of mails) {
      if (!mail.raw.includes(email) || mail.headers.get('subject') !== 'Reset your password')
        continue;
      const token = /reset-password\?token=([\w%-]+)/.exec(mail.body)?.[1];
      if (token) return `/reset-password?token=${token}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no reset mail for ${email}`);
}

describe('a trade account from application to sign-out', () => {
  const email = `orla.${Date.now()}@example.ie`;
  const password = 'First#Pass1';
  const newPassword = 'Second#Pass2';

  it('applies, is refused while pending, and is approved by staff', async () => {
    const page = await newPage();
    await page.goto(shop.baseUrl + '/signup');
    await page.getByRole('heading', { name: 'Apply For Trade Account' }).waitFor();
    const form = await fillApplication(page, email, password);
    expect(await form.getByLabel('Delivery city', { exact: true }).inputValue()).toBe('Westport');
    expect(await form.getByLabel('Delivery city', { exact: true }).isDisabled()).toBe(true);
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Registration successful!', { exact: false }).waitFor();
    await page.waitForURL(shop.baseUrl + '/signin');

    await signIn(page, email, password);
    await page.getByText('Your account is awaiting approval.', { exact: false }).waitFor();

    // Stored in one form: E.164, and the Eircode as Eircodes are written.
    expect(await approve(email, 5000)).toMatchObject({
      phone_number: '+353871234567',
      office_eir_code: 'F28 X2Y3',
      delivery_eir_code: 'F28 X2Y3',
    });
    await page.context().close();
  });

  it('signs in, sees prices and the signed-in header, edits the profile and the password, signs out', async () => {
    const page = await newPage();
    await signIn(page, email, password);
    await page.getByText('Login Successful').waitFor();
    await page.waitForURL(shop.baseUrl + '/');

    // Header: avatar and first name, My Orders instead of Our Story; no hero.
    const account = page.getByRole('button', { name: 'Account: Orla Brennan' });
    await account.waitFor();
    expect(await account.innerText()).toContain('Orla');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'My Orders' }).count()).toBe(1);
    expect(await nav.getByRole('link', { name: 'Our Story' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Apply for Trade Account' }).count()).toBe(0);
    // With no hero under it, the header is white (dark type) at the top of the home page.
    await page.mouse.move(640, 700);
    expect(await page.getByRole('banner').getAttribute('data-appearance')).toBe('solid');
    await expect
      .poll(() => page.getByRole('banner').evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe('rgb(255, 255, 255)');

    // Prices on the catalogue.
    await page.goto(shop.baseUrl + '/products');
    await page.locator('ul[aria-label="Products"][aria-busy="false"] > li').first().waitFor();
    await expect.poll(() => page.getByText(/€\d/).count()).toBeGreaterThan(0);

    // My Account: read-only email and credit, editable profile.
    await account.click();
    await page.getByRole('link', { name: 'My Account' }).click();
    const info = page.getByRole('form', { name: 'My account' });
    await info.waitFor();
    expect(await info.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    expect(await info.getByLabel('Credit limit', { exact: true }).inputValue()).toContain(
      '5,000.00',
    );
    await info.getByLabel('Office city', { exact: true }).fill('Castlebar');
    await info.getByRole('button', { name: 'Save' }).click();
    await page.getByText('User Updated Successfully').waitFor();
    await account.click();
    await page.getByRole('list').getByText('Castlebar').waitFor();
    await page.keyboard.press('Escape');

    // Update Password, then home.
    await page.goto(shop.baseUrl + '/account/account-password');
    const change = page.getByRole('form', { name: 'Update password' });
    await change.getByLabel('Current password', { exact: true }).fill(password);
    await change.getByLabel('New password', { exact: true }).fill(newPassword);
    await change.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await change.getByRole('button', { name: 'Update Password' }).click();
    await page.waitForURL(shop.baseUrl + '/');

    // Sign out: back to a visitor, prices gone, account pages guarded.
    await account.click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'Account', exact: true }).waitFor();
    await page.goto(shop.baseUrl + '/account/account-info');
    await page.waitForURL(shop.baseUrl + '/signin');

    // The old password no longer works, the new one does.
    await signIn(page, email, password);
    await page.getByText('Invalid email or password').waitFor();
    await signIn(page, email, newPassword);
    await page.getByText('Login Successful').waitFor();
    // A signed-in user is sent away from the guest pages.
    await page.goto(shop.baseUrl + '/signup');
    await page.waitForURL(shop.baseUrl + '/');
    await page.context().close();
  });

  it('recovers a forgotten password through the mailed link', async () => {
    const page = await newPage({ width: 390, height: 844 });
    await page.goto(shop.baseUrl + '/forget-password');
    const form = page.getByRole('form', { name: 'Forgot password' });
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('link', { name: 'Return to Login' }).waitFor();

    await page.goto(shop.baseUrl + (await resetLinkFor(email)));
    const reset = page.getByRole('form', { name: 'Reset password' });
    await reset.getByLabel('New password', { exact: true }).fill('Third#Pass3');
    await reset.getByLabel('Confirm password', { exact: true }).fill('Third#Pass3');
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Your password has been successfully reset').waitFor();
    await page.waitForURL(shop.baseUrl + '/signin');

    await signIn(page, email, 'Third#Pass3');
    await page.getByText('Login Successful').waitFor();
    await page.context().close();
  });
});
