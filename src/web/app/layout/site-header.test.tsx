import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCategoriesQueryOptions } from '../../features/catalog/api/get-categories';
import { getMenuProductsQueryOptions } from '../../features/catalog/api/get-menu-products';
import { MEGA_MENU_HIDE_MS } from './desktop-nav';
import { SiteHeader, type HeaderVariant } from './site-header';

const CATEGORIES = ['Beds', 'Mattresses', 'Headboards', 'Sofas', 'Footstools', 'Kids Beds'];

function seededClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(
    getCategoriesQueryOptions().queryKey,
    CATEGORIES.map((name, i) => ({
      id: i + 1,
      category_name: name,
      image_url: null,
      product_count: 3,
    })),
  );
  client.setQueryData(getMenuProductsQueryOptions().queryKey, {
    Headboards: [{ id: 11, product_name: 'Slim Line Headboard' }],
    Mattresses: [
      { id: 21, product_name: 'Pocket Sprung 1000' },
      { id: 22, product_name: 'Orthopaedic Firm' },
    ],
  });
  return client;
}

function renderHeader(path = '/', variant?: HeaderVariant) {
  return render(
    <QueryClientProvider client={seededClient()}>
      <MemoryRouter initialEntries={[path]}>
        <SiteHeader variant={variant} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const header = () => screen.getByRole('banner');
const appearance = () => header().getAttribute('data-appearance');

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => {
  // Seeded data is fresh: nothing should reach the network.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
});
afterEach(() => {
  cleanup();
  scrollTo(0);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SiteHeader appearance', () => {
  it('is transparent at the top of the home page and white once scrolled', () => {
    renderHeader('/');
    expect(appearance()).toBe('transparent');
    expect(header().className).toContain('bg-transparent');
    scrollTo(1);
    expect(appearance()).toBe('solid');
    expect(header().className).toContain('bg-white');
    scrollTo(0);
    expect(appearance()).toBe('transparent');
  });

  it('turns white while hovered over the home page', () => {
    renderHeader('/');
    fireEvent.mouseEnter(header());
    expect(appearance()).toBe('solid');
    fireEvent.mouseLeave(header());
    expect(appearance()).toBe('transparent');
  });

  it('is white on every other page, even at the top', () => {
    renderHeader('/contracts');
    expect(appearance()).toBe('solid');
  });

  it('is always white and in the page flow as the static variant', () => {
    renderHeader('/', 'static');
    expect(appearance()).toBe('solid');
    expect(header().className).not.toContain('fixed');
  });
});

describe('SiteHeader signed-out items', () => {
  it('links the track icon and offers Sign Up and Sign In', async () => {
    renderHeader('/contracts');
    expect(screen.getByRole('link', { name: 'Search products' }).getAttribute('href')).toBe(
      '/search',
    );
    expect(screen.getByRole('link', { name: 'Track your order' }).getAttribute('href')).toBe(
      '/track',
    );
    const trigger = screen.getByRole('button', { name: 'Account' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const menu = document.getElementById(trigger.getAttribute('aria-controls')!)!;
    expect(within(menu).getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe(
      '/signup',
    );
    expect(within(menu).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/signin',
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(menu.hidden).toBe(true);
  });

  it('opens the callback dialog', async () => {
    renderHeader('/contracts');
    fireEvent.click(screen.getByRole('button', { name: 'Request a Callback' }));
    expect(await screen.findByRole('dialog', { name: 'Request a Callback' })).toBeTruthy();
  });
});

describe('Collections mega menu', () => {
  const collections = () => screen.getByRole('button', { name: 'Collections' });

  it('lists the categories without Mattresses and Headboards, and their own product columns', () => {
    renderHeader('/contracts');
    fireEvent.click(collections());
    expect(collections().getAttribute('aria-expanded')).toBe('true');

    const allProducts = screen.getByRole('list', { name: 'All Products' });
    const links = within(allProducts).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Beds',
      'Sofas',
      'Footstools',
      'Kids Beds',
      'All Products',
    ]);
    expect(links[3]!.getAttribute('href')).toBe('/category/kids%20beds');
    expect(links[4]!.getAttribute('href')).toBe('/products');

    const headboards = screen.getByRole('list', { name: 'Headboards' });
    expect(
      within(headboards).getByRole('link', { name: 'Slim Line Headboard' }).getAttribute('href'),
    ).toBe('/products/11');
    const mattresses = screen.getByRole('list', { name: 'Mattresses' });
    expect(
      within(mattresses)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/products/21', '/products/22']);

    expect(screen.getByRole('link', { name: 'Furniture Wholesale' }).getAttribute('href')).toBe(
      '/products',
    );
    expect(screen.getByRole('link', { name: 'Contract Furniture' }).getAttribute('href')).toBe(
      '/contracts',
    );
  });

  it('closes on Escape and gives focus back to its button', () => {
    renderHeader('/contracts');
    fireEvent.click(collections());
    fireEvent.keyDown(screen.getByRole('link', { name: 'Sofas' }), { key: 'Escape' });
    expect(collections().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(collections());
    fireEvent.keyDown(collections(), { key: 'ArrowDown' });
    expect(collections().getAttribute('aria-expanded')).toBe('true');
  });

  it('stays hidden for 2 seconds after a click on one of its links, even while hovered', () => {
    vi.useFakeTimers();
    renderHeader('/contracts');
    const item = collections().closest('li')!;
    fireEvent.mouseEnter(item);
    expect(collections().getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(screen.getByRole('link', { name: 'Kids Beds' }));
    expect(collections().getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById('collections-menu')!.hidden).toBe(true);

    act(() => {
      vi.advanceTimersByTime(MEGA_MENU_HIDE_MS - 1);
    });
    expect(collections().getAttribute('aria-expanded')).toBe('false');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(collections().getAttribute('aria-expanded')).toBe('true');
  });
});

describe('mobile drawer', () => {
  it('opens from the hamburger, expands Collections and closes on navigation', async () => {
    renderHeader('/contracts');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Trade Beds & Furniture' });
    expect(within(drawer).getByRole('link', { name: 'Search products' }).getAttribute('href')).toBe(
      '/search',
    );
    const toggle = within(drawer).getByRole('button', { name: 'Collections' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(drawer).getByRole('link', { name: 'Slim Line Headboard' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('SiteHeader for a signed-in user', () => {
  function signInAs(fullName: string, officeCity: string) {
    document.cookie = `user=${encodeURIComponent(
      JSON.stringify({ full_name: fullName, office_city: officeCity }),
    )}; path=/`;
  }
  afterEach(() => {
    document.cookie = 'user=; max-age=0; path=/';
  });

  it('shows the avatar and first name, the account menu, and My Orders instead of Our Story', () => {
    signInAs('Declan Murphy', 'Dublin');
    renderHeader('/products');
    const account = screen.getByRole('button', { name: 'Account: Declan Murphy' });
    expect(account.textContent).toContain('D');
    expect(account.textContent).toContain('Declan');
    expect(screen.queryByRole('button', { name: /Request a Callback/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Track your order' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Search products' }).getAttribute('href')).toBe(
      '/search',
    );

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe(
      '/orders',
    );
    expect(within(nav).queryByRole('link', { name: 'Our Story' })).toBeNull();

    fireEvent.click(account);
    const menu = screen.getByText('Declan Murphy').closest('ul')!;
    expect(within(menu).getByText('Dublin')).toBeTruthy();
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['My Account', '/account/account-info'],
      ['Company', '/account/company'],
      ['Update Password', '/account/account-password'],
      ['Quick Order', '/quick-order'],
      ['Saved Lists', '/lists'],
    ]);
    expect(within(menu).getByRole('button', { name: 'Sign Out' })).toBeTruthy();
  });

  it('shows the company’s credit and the member’s own limit when the menu opens', async () => {
    signInAs('Niamh Ó Briain', 'Galway');
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(
        new Response(
          JSON.stringify(
            url === '/api/user/details'
              ? {
                  role: 'trade',
                  credit_limit: 20000,
                  available_credit: 18765.5,
                  company: { id: 3, role: 'buyer', spending_limit: 2000 },
                }
              : {},
          ),
          { headers: { 'content-type': 'application/json' } },
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderHeader('/products');
    // Nothing is asked until the menu opens.
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Account: Niamh Ó Briain' }));
    const credit = await screen.findByTestId('header-credit');
    expect(credit.textContent).toBe(
      'Credit: €18,765.50 of €20,000.00Your limit: €2,000.00 per order',
    );
  });

  it.each([
    ['accounts', true],
    ['buyer', false],
  ] as const)(
    'links Quotes for members, Invoices only for roles that read documents (%s)',
    async (role, shown) => {
      signInAs('Niamh Ó Briain', 'Galway');
      const details = { role: 'trade', credit_limit: 20000, available_credit: 18765.5 };
      vi.stubGlobal(
        'fetch',
        vi.fn(() =>
          Promise.resolve(
            new Response(
              JSON.stringify({ ...details, company: { id: 3, role, spending_limit: null } }),
              { headers: { 'content-type': 'application/json' } },
            ),
          ),
        ),
      );
      renderHeader('/products');
      fireEvent.click(screen.getByRole('button', { name: 'Account: Niamh Ó Briain' }));
      await screen.findByTestId('header-credit');
      const menu = screen.getByText('Galway').closest('ul')!;
      const quotes = await within(menu).findByRole('link', { name: 'Quotes' });
      expect(quotes.getAttribute('href')).toBe('/account/quotes');
      if (shown) {
        const link = await within(menu).findByRole('link', { name: 'Invoices' });
        expect(link.getAttribute('href')).toBe('/account/invoices');
        // Last of the links, before Sign Out.
        expect(within(menu).getAllByRole('link').at(-1)).toBe(link);
      }
      // The drawer has the role at once (read for the menu): its links say it either way.
      fireEvent.click(screen.getByRole('button', { name: 'Account: Niamh Ó Briain' }));
      fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      const drawer = await screen.findByRole('dialog', { name: 'Trade Beds & Furniture' });
      const links = within(drawer)
        .getAllByRole('link')
        .map((link) => link.textContent);
      expect(links.slice(-2)).toEqual(shown ? ['Quotes', 'Invoices'] : ['Saved Lists', 'Quotes']);
    },
  );

  it('is white at the top of the home page, which has no hero for them, and leaves room for itself', () => {
    signInAs('Declan Murphy', 'Dublin');
    const view = renderHeader('/');
    expect(appearance()).toBe('solid');
    expect(header().className).toContain('bg-white');
    // The spacer under the fixed header keeps the page's first block from sliding under it.
    expect(view.container.querySelector('header + div[aria-hidden="true"]')).not.toBeNull();
  });

  it('colours the avatar by the first letter of the name', () => {
    const colourFor = (name: string) => {
      signInAs(name, 'Cork');
      const view = renderHeader('/products');
      const colour = screen.getByTestId('avatar').style.backgroundColor;
      view.unmount();
      return colour;
    };
    const declan = colourFor('Declan Murphy');
    expect(colourFor('Deirdre Walsh')).toBe(declan);
    expect(colourFor('Aoife Byrne')).not.toBe(declan);
  });
});
