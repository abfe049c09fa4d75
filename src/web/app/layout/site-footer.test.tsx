import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SHOP_IDENTITY, SHOP_IDENTITY_ID } from '#src/shared/site/shop-identity';
import { SiteFooter } from './site-footer';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderFooter() {
  return render(
    <MemoryRouter>
      <SiteFooter />
    </MemoryRouter>,
  );
}

describe('SiteFooter', () => {
  it('shows the current year in the copyright line', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-01T12:00:00Z'));
    renderFooter();
    expect(screen.getByText(/© 2031 Trade Beds & Furniture/)).toBeTruthy();
  });

  it('links the company and the four policy pages', () => {
    renderFooter();
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const path of [
      '/',
      '/story',
      '/contracts',
      '/contact',
      '/privacy-policy',
      '/cookies-policy',
      '/return-policy',
      '/terms-and-conditions',
    ]) {
      expect(hrefs).toContain(path);
    }
  });

  it.each(['Facebook', 'Twitter', 'Youtube', 'Telegram'])(
    'opens %s in a new tab without handing over the opener',
    (name) => {
      renderFooter();
      const link = screen.getByRole('link', { name: new RegExp(`^${name}`) });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    },
  );

  it("shows the shop's legal identity and contact from the page the server configured", () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = SHOP_IDENTITY_ID;
    script.textContent = JSON.stringify({
      ...DEFAULT_SHOP_IDENTITY,
      legalName: 'Ó Briain Beds Limited',
      companyNumber: '654321',
      registeredOffice: '1 Main Street, Navan',
      vatNumber: 'IE6543210T',
      email: 'orders@obriain.example',
    });
    document.head.append(script);
    try {
      renderFooter();
      const footer = screen.getByRole('contentinfo');
      expect(footer.textContent).toContain(
        'Ó Briain Beds Limited, registered in Ireland, company number 654321. Registered office: 1 Main Street, Navan. VAT number IE6543210T.',
      );
      expect(
        screen.getByRole('link', { name: 'orders@obriain.example' }).getAttribute('href'),
      ).toBe('mailto:orders@obriain.example');
      expect(footer.textContent).not.toContain('trade@example.com');
    } finally {
      script.remove();
    }
  });

  it("shows the shop's own placeholders where the page carries no identity", () => {
    renderFooter();
    expect(screen.getByRole('contentinfo').textContent).toContain(
      `VAT number ${DEFAULT_SHOP_IDENTITY.vatNumber}`,
    );
  });
});
