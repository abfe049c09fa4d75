import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatEuro } from '#src/shared/domain/money';
import { unitPrice, vatOf } from '#test/prices';
import type { ProductDetail } from '#src/shared/schemas/catalog';
import { ProductDetailPage } from '#src/web/app/pages/product-detail-page';
import { sanitizeHtml } from '#src/web/lib/sanitize-html';
import { renderAt, stubFetch } from '#src/web/testing/render';
import {
  answersFor,
  BED_VARIATIONS,
  bedDetail,
  productResponse,
  relatedResponse,
  sofaDetail,
  storagePricesResponse,
  variation,
  visitorResponse,
} from '../../testing/product-detail-fixtures';

// The stand-in in lib/__mocks__ (DOMPurify is not safe under happy-dom) checks that the
// description goes through the sanitiser.
vi.mock('#src/web/lib/sanitize-html');
const sanitize = vi.mocked(sanitizeHtml);

const fetchMock = stubFetch();

const BED_URL = '/api/product/7';
const STORAGE_URL = '/api/admin/storage-prices?categoryId=1';

function signIn() {
  document.cookie = `user=${encodeURIComponent(
    JSON.stringify({ full_name: 'Aoife Byrne', office_city: 'Cork' }),
  )}; path=/`;
}
afterEach(() => {
  document.cookie = 'user=; max-age=0; path=/';
});

function serveBed(
  detail: ProductDetail = bedDetail(),
  {
    storage = storagePricesResponse(100, 60),
    storageStatus = 200,
  }: { storage?: unknown; storageStatus?: number } = {},
) {
  fetchMock.mockImplementation(
    answersFor({
      [`/api/product/${detail.id}`]: [productResponse(detail, BED_VARIATIONS)],
      [STORAGE_URL]: [storage, storageStatus],
      '/api/category/1?exclude=7&limit=4': [relatedResponse(['Adare Bed', 'Tara Bed'])],
    }),
  );
}

async function renderProduct(url = '/products/7') {
  const user = userEvent.setup();
  const view = renderAt(url, <ProductDetailPage />, { path: '/products/:id' });
  if (!/^\/products\/\d+$/.test(url)) return { ...view, user };
  await screen.findByRole('heading', { level: 1 });
  return { ...view, user };
}

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
const checkedIn = (group: string) =>
  within(screen.getByRole('group', { name: group }))
    .queryAllByRole<HTMLInputElement>('radio')
    .filter((input) => input.checked)
    .map((input) => input.labels?.[0]?.querySelector('span:not([aria-hidden])')?.textContent);

describe('/products/{id}: loading and not found', () => {
  it('shows the not-found page for a 404', async () => {
    fetchMock.mockImplementation(answersFor({}));
    renderAt('/products/999', <ProductDetailPage />, { path: '/products/:id' });
    expect(
      await screen.findByRole('heading', { name: "THE PAGE YOU WERE LOOKING FOR DOESN'T EXIST." }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return Home Page' }).getAttribute('href')).toBe('/');
  });

  it('shows the not-found page for an id that is not a number, without asking the server', () => {
    renderAt('/products/abc', <ProductDetailPage />, { path: '/products/:id' });
    expect(screen.getByText("THE PAGE YOU WERE LOOKING FOR DOESN'T EXIST.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers another try when the server fails', async () => {
    fetchMock.mockImplementation(answersFor({ [BED_URL]: [{ message: 'boom' }, 500] }));
    renderAt('/products/7', <ProductDetailPage />, { path: '/products/:id' });
    expect((await screen.findByText(/could not be loaded/)).getAttribute('role')).toBe('alert');
    serveBed();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Kinsale Divan Bed' })).toBeTruthy();
  });
});

describe('/products/{id}: choosing', () => {
  it('preselects the first size; a fabric brings its first colour; a size clears both', async () => {
    serveBed();
    const { user } = await renderProduct();
    expect(radio('Double').checked).toBe(true);
    expect(checkedIn('Fabric')).toEqual([]);
    expect(screen.queryByRole('group', { name: 'Fabric Color' })).toBeNull();

    await user.click(radio('Plush Velvet'));
    expect(checkedIn('Fabric Color')).toEqual(['Steel']);
    await user.click(radio('Mink'));
    expect(checkedIn('Fabric Color')).toEqual(['Mink']);
    await user.click(radio('Linen Weave'));
    expect(checkedIn('Fabric Color')).toEqual(['Oatmeal']);

    await user.click(radio('King'));
    expect(radio('King').checked).toBe(true);
    expect(checkedIn('Fabric')).toEqual([]);
    expect(screen.queryByRole('group', { name: 'Fabric Color' })).toBeNull();
  });

  it('shows colour pictures where there are any, else a chip with the name', async () => {
    serveBed();
    const { user } = await renderProduct();
    await user.click(radio('Plush Velvet'));
    const steel = radio('Steel').closest('label')!;
    expect(steel.querySelector('img')?.getAttribute('src')).toBe('/media/fabrics/steel.webp');
    expect(radio('Mink').closest('label')!.querySelector('img')).toBeNull();
    expect(radio('Mink').closest('label')!.textContent).toContain('Mink');
  });

  it('offers storage for beds only, Non Ottoman first', async () => {
    serveBed();
    await renderProduct();
    expect(checkedIn('Storage')).toEqual(['Non Ottoman']);
    expect(radio('Ottoman')).toBeTruthy();
    expect(radio('Cloud Storage')).toBeTruthy();
  });

  it('has no storage and no fabric choosers for a sofa without fabrics', async () => {
    fetchMock.mockImplementation(answersFor({ '/api/product/8': [productResponse(sofaDetail())] }));
    await renderProduct('/products/8');
    expect(screen.queryByRole('group', { name: 'Storage' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Fabric' })).toBeNull();
    expect(radio('3 Seater').checked).toBe(true);
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain(STORAGE_URL);
  });
});

describe('/products/{id}: prices', () => {
  it('prices by the shared rule: variation + storage surcharge × size multiplier, VAT, total', async () => {
    signIn();
    serveBed();
    const { user } = await renderProduct();
    // Double alone: 450.
    expect(screen.getByText('€450.00')).toBeTruthy();
    expect(screen.getByText('€103.50')).toBeTruthy();
    expect(screen.getByText('€553.50')).toBeTruthy();

    // King (× 1.5) with Ottoman (100): 500 + 150.
    await user.click(radio('King'));
    await user.click(radio('Ottoman'));
    const expected = unitPrice({
      basePrice: 500,
      storageType: 'Ottoman',
      storagePrices: { ottomanBase: 100, cloudBase: 60 },
      sizeMultiplier: 1.5,
    });
    expect(expected).toBe(650);
    expect(await screen.findByText('€650.00')).toBeTruthy();
    expect(screen.getByText(formatEuro(vatOf(650)))).toBeTruthy();
    expect(screen.getByText('€799.50')).toBeTruthy();

    // King in Steel velvet has its own variation: 520 + 150.
    await user.click(radio('Plush Velvet'));
    expect(screen.getByText('€670.00')).toBeTruthy();
    // Cloud storage (60 × 1.5).
    await user.click(radio('Cloud Storage'));
    expect(screen.getByText('€610.00')).toBeTruthy();
    // A colour without its own variation falls back to the size-only price.
    await user.click(radio('Mink'));
    expect(screen.getByText('€590.00')).toBeTruthy();
  });

  it("shows 'From' the lowest a size can cost until fabric and colour are chosen", async () => {
    signIn();
    // King has a price per fabric and colour only, all above the product's own €400.
    const kingPrices = [
      variation({ id: 201, sizeId: 12, fabricId: 21, fabricColorId: 31, price_euro: 530 }),
      variation({ id: 202, sizeId: 12, fabricId: 21, fabricColorId: 32, price_euro: 525 }),
      variation({ id: 203, sizeId: 12, fabricId: 22, fabricColorId: 33, price_euro: 540 }),
    ];
    fetchMock.mockImplementation(
      answersFor({
        [BED_URL]: [productResponse(bedDetail(), kingPrices)],
        [STORAGE_URL]: [storagePricesResponse(100, 60)],
        '/api/category/1?exclude=7&limit=4': [relatedResponse([])],
      }),
    );
    const { user } = await renderProduct();
    await user.click(radio('King'));
    const price = () => screen.getByText('Price').nextElementSibling!.textContent;
    expect(price()).toBe('From€525.00');
    expect(screen.queryByText('€400.00')).toBeNull();

    await user.click(radio('Linen Weave'));
    expect(price()).toBe('€540.00');
  });

  it("shows the listing's 'From' price, of every configuration, until the buyer chooses", async () => {
    signIn();
    // The cheapest configuration is a King in Linen Weave, though Double comes preselected.
    const variations = [
      ...BED_VARIATIONS,
      variation({ id: 103, sizeId: 12, fabricId: 22, fabricColorId: 33, price_euro: 300 }),
    ];
    fetchMock.mockImplementation(
      answersFor({
        [BED_URL]: [productResponse(bedDetail({ from_price_euro: 300 }), variations)],
        [STORAGE_URL]: [storagePricesResponse(100, 60)],
        '/api/category/1?exclude=7&limit=4': [relatedResponse([])],
      }),
    );
    const { user } = await renderProduct();
    const price = () => screen.getByText('Price').nextElementSibling!.textContent;
    expect(price()).toBe('From€300.00');
    // Once a size is chosen, the lowest that size can cost.
    await user.click(radio('King'));
    await user.click(radio('Double'));
    expect(price()).toBe('From€450.00');
    await user.click(radio('King'));
    await user.click(radio('Linen Weave'));
    expect(price()).toBe('€300.00');
  });

  it('counts no surcharge when the storage prices cannot be had', async () => {
    signIn();
    serveBed(bedDetail(), { storage: { message: 'down' }, storageStatus: 500 });
    const { user } = await renderProduct();
    await user.click(radio('Ottoman'));
    expect(screen.getByText('€450.00')).toBeTruthy();
  });

  it('shows visitors no price, only the way to see one', async () => {
    fetchMock.mockImplementation(
      answersFor({
        [BED_URL]: [visitorResponse(productResponse(bedDetail(), BED_VARIATIONS))],
        [STORAGE_URL]: [storagePricesResponse(null, null)],
      }),
    );
    await renderProduct();
    expect(screen.queryByText(/€/)).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Sign in to see trade prices' }).getAttribute('href'),
    ).toBe('/signin');
  });
});

describe('/products/{id}: availability', () => {
  const addButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Add to Cart' });

  it('gives beds a lead time and lets them be ordered without stock', async () => {
    serveBed();
    await renderProduct();
    expect(screen.getByText('Lead time: 2 to 4 weeks')).toBeTruthy();
    expect(addButton().disabled).toBe(false);
  });

  it.each([
    [0, 'Out of Stock', true],
    [-1, 'In Stock', false],
    [5, 'In Stock', false],
  ])('a sofa with stock %i is %s', async (stock, label, disabled) => {
    fetchMock.mockImplementation(
      answersFor({ '/api/product/8': [productResponse(sofaDetail({ stock }))] }),
    );
    await renderProduct('/products/8');
    expect(screen.getByText(label)).toBeTruthy();
    expect(addButton().disabled).toBe(disabled);
  });

  it('cannot add an unavailable product', async () => {
    serveBed(bedDetail({ status: 'unavailable' }));
    await renderProduct();
    expect(screen.getByText('This product is currently unavailable.')).toBeTruthy();
    expect(addButton().disabled).toBe(true);
  });

  it('never says In Stock of an unavailable product that has stock', async () => {
    fetchMock.mockImplementation(
      answersFor({
        '/api/product/8': [productResponse(sofaDetail({ stock: 5, status: 'unavailable' }))],
      }),
    );
    await renderProduct('/products/8');
    expect(screen.getByText('Unavailable')).toBeTruthy();
    expect(screen.queryByText('In Stock')).toBeNull();
    expect(addButton().disabled).toBe(true);
  });
});

describe('/products/{id}: gallery, tabs, related', () => {
  it('shows scroll arrows only with more than 4 images', async () => {
    const images = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ image_url: `/media/products/p${i + 1}.webp` }));
    serveBed(bedDetail({ images: images(4) }));
    const first = await renderProduct();
    expect(screen.getAllByRole('button', { name: /^Show image/ })).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Next images' })).toBeNull();
    first.unmount();

    serveBed(bedDetail({ images: images(5) }));
    const { user } = await renderProduct();
    expect(screen.getByRole('button', { name: 'Previous images' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next images' })).toBeTruthy();
    const main = screen.getByRole('img', { name: 'Kinsale Divan Bed, image 1 of 5' });
    expect(main.getAttribute('width')).toBe('800');
    expect(main.getAttribute('height')).toBe('600');
    await user.click(screen.getByRole('button', { name: 'Show image 3 of 5' }));
    expect(
      screen.getByRole('img', { name: 'Kinsale Divan Bed, image 3 of 5' }).getAttribute('src'),
    ).toBe('/media/products/p3.webp');
  });

  it('shows the sanitised description, the dimensions of the chosen size, the instructions', async () => {
    serveBed();
    const { user } = await renderProduct();
    const panel = screen.getByRole('tabpanel');
    expect(sanitize).toHaveBeenCalledWith(bedDetail().description);
    expect(panel.textContent).toBe('A hand-built divan.');
    expect(panel.querySelector('script')).toBeNull();

    await user.click(radio('King'));
    await user.click(screen.getByRole('tab', { name: 'Dimensions' }));
    expect(screen.getByText('King:').parentElement!.textContent).toBe('King: 200 × 150 × 115 cm');
    expect(screen.getAllByRole('row')).toHaveLength(3);

    await user.keyboard('{ArrowRight}');
    expect(
      screen.getByRole('tab', { name: 'Special Instructions' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Assembly on site by two people.');
  });

  it('lists up to 4 other products of the same categories', async () => {
    serveBed();
    await renderProduct();
    const related = await screen.findByRole('region', { name: 'Related Products' });
    expect(within(related).getByRole('link', { name: 'Adare Bed' })).toBeTruthy();
    expect(within(related).getByRole('link', { name: 'Tara Bed' })).toBeTruthy();
  });
});
