import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '#src/shared/schemas/catalog';
import { ProductDetailPage } from '#src/web/app/pages/product-detail-page';
import { renderAt, stubFetch } from '#src/web/testing/render';
import {
  answersFor,
  bedDetail,
  LINEN,
  productResponse,
  sofaDetail,
  VELVET,
} from '../../testing/product-detail-fixtures';

// docs/business-rules.md "Delivery days": the product page's lead time and earliest date.
const fetchMock = stubFetch();

const lead = (min_days: number, max_days: number) => ({
  min_days,
  max_days,
  label: `Made to order: ready in ${min_days}–${max_days} working days`,
});
const delivery = (min: number, max: number, earliest_on: string) =>
  [{ success: true, lead_time: lead(min, max), earliest_on }] as [unknown];

function serve(detail: ProductDetail, deliveries: Record<string, [unknown]>) {
  fetchMock.mockImplementation(
    answersFor({ [`/api/product/${detail.id}`]: [productResponse(detail)], ...deliveries }),
  );
}

async function renderProduct(id: number) {
  const user = userEvent.setup();
  renderAt(`/products/${id}`, <ProductDetailPage />, { path: '/products/:id' });
  await screen.findByRole('heading', { level: 1 });
  return user;
}

describe('/products/{id}: lead time and earliest delivery', () => {
  it('says a bed without its own lead time keeps the Beds label, with the earliest date', async () => {
    serve(bedDetail(), { '/api/product/7/delivery': delivery(10, 20, '2027-01-20') });
    await renderProduct(7);
    expect(screen.getByText('Lead time: 2 to 4 weeks')).toBeTruthy();
    expect(await screen.findByText('Earliest delivery: 20 Jan 2027')).toBeTruthy();
    expect(screen.queryByText(/Made to order/)).toBeNull();
  });

  it('says a product’s own lead time, and a chosen fabric’s own one moves label and date', async () => {
    serve(
      bedDetail({
        lead_time: lead(5, 10),
        Fabrics: [{ ...VELVET, lead_time: lead(15, 25) }, LINEN],
      }),
      {
        '/api/product/7/delivery': delivery(5, 10, '2027-01-08'),
        [`/api/product/7/delivery?fabric_id=${VELVET.id}`]: delivery(15, 25, '2027-02-01'),
      },
    );
    const user = await renderProduct(7);
    expect(screen.getByText('Made to order: ready in 5–10 working days')).toBeTruthy();
    expect(screen.queryByText('Lead time: 2 to 4 weeks')).toBeNull();
    expect(await screen.findByText('Earliest delivery: 8 Jan 2027')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Plush Velvet' }));
    expect(screen.getByText('Made to order: ready in 15–25 working days')).toBeTruthy();
    expect(await screen.findByText('Earliest delivery: 1 Feb 2027')).toBeTruthy();

    // A fabric without its own: the product's again.
    await user.click(screen.getByRole('radio', { name: 'Linen Weave' }));
    expect(screen.getByText('Made to order: ready in 5–10 working days')).toBeTruthy();
    expect(await screen.findByText('Earliest delivery: 8 Jan 2027')).toBeTruthy();
  });

  it('keeps In Stock for a product sold from stock, with its date', async () => {
    serve(sofaDetail({ stock: 5 }), { '/api/product/8/delivery': delivery(1, 2, '2026-12-02') });
    await renderProduct(8);
    expect(screen.getByText('In Stock')).toBeTruthy();
    expect(await screen.findByText('Earliest delivery: 2 Dec 2026')).toBeTruthy();
  });

  it('says Out of Stock of a product with its own lead time whose stock ran out, no date', async () => {
    serve(sofaDetail({ id: 9, stock: 0, lead_time: lead(3, 4) }), {
      '/api/product/9/delivery': delivery(3, 4, '2026-12-04'),
    });
    await renderProduct(9);
    expect(screen.getByText('Out of Stock')).toBeTruthy();
    expect(screen.queryByText(/Earliest delivery/)).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/product/9/delivery');
  });
});
