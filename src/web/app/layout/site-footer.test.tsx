import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
});
