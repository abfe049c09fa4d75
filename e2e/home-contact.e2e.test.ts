import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpShop } from './shop';
import { notices } from './browser';

const shop = setUpShop();

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

const BENEFITS = [
  'See Trade Prices',
  'Place Orders',
  'Track Orders',
  'Track Deliveries',
  'Get Special Offers',
];

async function openPage(viewport: { width: number; height: number }, path: string) {
  const context = await shop.browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(shop.baseUrl + path);
  await page.locator('main h1').first().waitFor();
  return page;
}

const contactForm = (page: Page) => page.getByRole('form', { name: 'Contact form' });
const alertsIn = async (page: Page) =>
  (await contactForm(page).getByRole('alert').allInnerTexts()).filter((t) => t.trim() !== '');

describe.each(VIEWPORTS)('home page on $name', ({ viewport }) => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage(viewport, '/');
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('shows the hero with the trade benefits and the two buttons', async () => {
    const hero = page.getByRole('region', { name: /for the trade/ });
    await expect
      .poll(() => hero.getByTestId('hero-benefits').locator('li').allInnerTexts())
      .toEqual(BENEFITS.map((b) => `✓ ${b}`));
    expect(
      await hero.getByRole('link', { name: 'Apply for Trade Account' }).getAttribute('href'),
    ).toBe('/signup');
    expect(await hero.getByRole('link', { name: 'Trade Sign In' }).getAttribute('href')).toBe(
      '/signin',
    );
    // The looping, muted video plays over its poster.
    const video = hero.locator('video');
    expect(await video.getAttribute('poster')).toBe('/media/hero-poster.webp');
    await expect
      .poll(() =>
        video.evaluate((v: HTMLVideoElement) => ({
          src: new URL(v.currentSrc).pathname,
          muted: v.muted,
          loop: v.loop,
          playing: !v.paused && v.currentTime > 0,
        })),
      )
      .toEqual({ src: '/media/hero.mp4', muted: true, loop: true, playing: true });
  });

  it('renders the seeded news HTML', async () => {
    const news = page.getByRole('region', { name: 'News' });
    await news.getByRole('heading', { name: 'New: the Kilkenny gas-lift ottoman' }).waitFor();
    expect(await news.locator('strong').innerText()).toBe('patented folding hinges');
    expect(await news.locator('li').count()).toBe(2);
  });

  it('has the contracts teaser and the three values cards', async () => {
    const teaser = page.getByRole('region', { name: 'Contract Furniture' });
    expect(await teaser.innerText()).toContain('hostels, high-rises and hotels');
    const details = teaser.getByRole('link', { name: /DETAILS/ });
    expect(await details.getAttribute('href')).toBe('/contracts');

    const values = page.getByRole('region', { name: 'Our Values' });
    expect(await values.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
      'Integrity',
      'Innovation',
      'Passion',
    ]);
  });

  it('checks the contact form on the client', async () => {
    const form = contactForm(page);
    // The form loads as the visitor scrolls towards it.
    await page.getByRole('heading', { name: 'Get in Touch' }).scrollIntoViewIfNeeded();
    await form.waitFor();
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(await alertsIn(page)).toEqual(Array(4).fill('This field is required.'));

    const name = form.getByLabel('Full name');
    await name.pressSequentially('Mary9');
    expect(await name.inputValue()).toBe('Mary');
    expect(await alertsIn(page)).toContain('Full name must contain only letters and spaces');

    const email = form.getByLabel('Email');
    await email.pressSequentially('mary@');
    expect(await alertsIn(page)).not.toContain('Invalid email format');
    await email.pressSequentially('x');
    expect(await alertsIn(page)).toContain('Invalid email format');

    await form.getByLabel('Message').fill('Hello there');
    expect(await form.getByText('11/250').count()).toBe(1);

    // Field messages go after 3 s.
    await expect.poll(() => alertsIn(page), { timeout: 5000 }).toEqual([]);
  });
});

describe('contact page and submission', () => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage({ width: 1280, height: 800 }, '/contact');
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('has the side panel with the details and an offline map', async () => {
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Contact Us');
    const panel = page.getByRole('complementary', { name: 'Contact details' });
    const text = await panel.innerText();
    expect(text).toContain('We are here to help! Feel free to contact us with any queries.');
    for (const label of ['EMAIL', 'PHONE', 'ADDRESS', 'Ashbourne, Co Meath, Ireland']) {
      expect(text).toContain(label);
    }
    expect(await panel.getByRole('img', { name: /map of Ashbourne/ }).count()).toBe(1);
    const osm = panel.getByRole('link', { name: /Open in OpenStreetMap/ });
    expect(await osm.getAttribute('target')).toBe('_blank');
    expect(await osm.getAttribute('href')).toContain('openstreetmap.org');
    expect(await page.locator('iframe').count()).toBe(0);
  });

  it('sends a message with an attachment and shows the server message', async () => {
    const form = contactForm(page);
    await form.getByLabel('Full name').fill('Mary Walsh');
    await form.getByLabel('Email').fill('mary@example.ie');
    await form.getByLabel('Phone number').pressSequentially('871234567');
    await form.getByLabel('Message').fill('Please send the trade price list for ottomans.');
    await form.getByLabel('Attachment (optional)').setInputFiles({
      name: 'plan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    await form.getByText('plan.pdf').waitFor(); // shown once its first bytes are checked

    const response = page.waitForResponse((r) => r.url().endsWith('/api/user/contact-us'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect((await response).status()).toBe(201);
    await notices(page)
      .getByText(/Your message has been sent/)
      .waitFor();
    expect(await form.getByLabel('Full name').inputValue()).toBe('');
    expect(await form.getByText('plan.pdf').count()).toBe(0);
  });

  it('shows the duplicate message when the same message is sent again', async () => {
    const form = contactForm(page);
    await form.getByLabel('Full name').fill('Mary Walsh');
    await form.getByLabel('Email').fill('mary@example.ie');
    await form.getByLabel('Phone number').pressSequentially('871234567');
    await form.getByLabel('Message').fill('Please send the trade price list for ottomans.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('You have already submitted this message.').waitFor();
  });
});

describe('Request a Callback dialog', () => {
  it('checks the fields, sends the request, closes and toasts; closes on an outside click', async () => {
    const page = await openPage({ width: 1280, height: 800 }, '/contracts');
    await page.getByRole('status', { name: 'Loading' }).waitFor({ state: 'detached' });
    const open = page.getByRole('banner').getByRole('button', { name: /Request a Callback/ });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Request a Callback' });
    await dialog.waitFor();

    await dialog.getByRole('button', { name: 'Request a Callback' }).click();
    expect(
      (await dialog.getByRole('alert').allInnerTexts()).filter((t) => t.trim() !== ''),
    ).toEqual(Array(4).fill('This field is required.'));

    await dialog.getByLabel('Name', { exact: true }).fill('Ciara Doyle');
    await dialog.getByLabel('Company name').fill('Doyle Beds');
    const phone = dialog.getByLabel('Phone number');
    // Typed as at home, with the trunk 0 and stray characters: digits only; once the
    // field is left, the number after the dial code, spaced as Ireland writes it.
    await phone.pressSequentially('0-87-12x34567');
    expect(await phone.inputValue()).toBe('0871234567');
    await dialog.getByLabel('Message').fill('Mornings are best.');
    expect(await phone.inputValue()).toBe('87 123 4567');
    expect(await dialog.getByText('18/200').count()).toBe(1);
    // Typed in full, key by key, the dial code is not taken twice.
    await phone.fill('');
    await phone.pressSequentially('+353 87 123 4567');
    expect(await phone.inputValue()).toBe('87 123 4567');
    expect(await dialog.getByRole('button', { name: /Country: Ireland \+353/ }).count()).toBe(1);

    const response = page.waitForResponse((r) => r.url().endsWith('/api/user/request-call'));
    await dialog.getByRole('button', { name: 'Request a Callback' }).click();
    expect((await response).status()).toBe(201);
    expect((await response).request().postDataJSON()).toMatchObject({
      phoneNumber: '+353871234567',
    });
    await dialog.waitFor({ state: 'detached' });
    await notices(page)
      .getByText(/We will call you back/)
      .waitFor();

    await open.click();
    await dialog.waitFor();
    expect(await dialog.getByLabel('Name', { exact: true }).inputValue()).toBe('');
    await page.mouse.click(10, 790);
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });
});

describe('news sanitising in Chromium', () => {
  it('drops scripts and event handlers from the news HTML', async () => {
    const context = await shop.browser.newContext();
    const page = await context.newPage();
    await page.route('**/api/admin/news', (route) =>
      route.fulfill({
        json: {
          success: true,
          news: {
            id: 1,
            updatedAt: new Date().toISOString(),
            content:
              '<h2>Safe heading</h2><script>window.hacked = 1</script><img src="/x.png" onerror="window.hacked = 2" alt="x"><p onclick="window.hacked = 3">Body</p><a href="javascript:window.hacked=4">link</a>',
          },
        },
      }),
    );
    await page.goto(shop.baseUrl + '/');
    const news = page.getByRole('region', { name: 'News' });
    await news.getByRole('heading', { name: 'Safe heading' }).waitFor();
    const html = await news.innerHTML();
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    await context.close();
  });
});

describe('static pages', () => {
  it('show the contracts figures and the legal figures', async () => {
    const page = await openPage({ width: 390, height: 844 }, '/contracts');
    const contracts = await page.locator('main').innerText();
    for (const figure of [
      '3112',
      '9 cities',
      '8 weeks',
      '2017',
      'hostels, high-rises and hotels',
    ]) {
      expect(contracts).toContain(figure);
    }

    await page.goto(shop.baseUrl + '/return-policy');
    await page.getByRole('heading', { level: 1, name: 'Return Policy' }).waitFor();
    const returns = await page.locator('main').innerText();
    for (const figure of [
      'within 30 days of delivery',
      '7-10 business days',
      'within 14 working days after delivery',
      'at least 5 working days before',
      '40-night comfort guarantee',
    ]) {
      expect(returns).toContain(figure);
    }

    await page.goto(shop.baseUrl + '/terms-and-conditions');
    await page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).waitFor();
    const terms = await page.locator('main').innerText();
    expect(terms).toContain('more than 3 months');
    expect(terms).toContain('at least 18 years');

    await page.goto(shop.baseUrl + '/privacy-policy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    const privacy = await page.locator('main').innerText();
    expect(privacy).toContain('lapses after 7 days');
    expect(privacy).toContain('at least 16 years');
    expect(privacy).toContain('at least 6 years');
    await page.context().close();
  });
});

describe('accessibility (axe-core)', () => {
  it.each(['/', '/contact', '/contracts', '/story', '/privacy-policy'])(
    '%s has no serious or critical violations',
    async (path) => {
      const context = await shop.browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(shop.baseUrl + path);
      await page.locator('main h1').first().waitFor();
      // Past the 500 ms route indicator and, on the home page, the news and categories.
      await page.getByRole('status', { name: 'Loading' }).waitFor({ state: 'detached' });
      if (path === '/') await page.locator('ul[aria-busy="false"]').waitFor();
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
      await context.close();
    },
  );
});
