import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OrderDetailPage } from '#src/web/app/pages/order-detail-page';
import { jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import { answerRoutes, orderCard, signIn, signOut } from '../testing/fixtures';

const fetchMock = stubFetch();
beforeEach(() => {
  signIn();
});
afterEach(() => {
  signOut();
});

const DETAIL = 'GET /api/order/user-orders/TRK-FIRST00001';
const STATUSES = 'GET /api/order/delivery-statuses';

const statuses = [
  'Order Placed',
  'In Production',
  'Scheduled',
  'Out for Delivery',
  'Order Delivered',
];
const deliveryStatusesResponse = () => ({
  success: true,
  statuses: statuses.map((deliveryStatus, i) => ({ id: i + 1, deliveryStatus, position: i + 1 })),
});

function renderDetail() {
  return renderAt('/orders/TRK-FIRST00001', <OrderDetailPage />, { path: '/orders/:trackingId' });
}

/** The definition list's term → description pairs of an element. */
function fields(element: HTMLElement) {
  return Object.fromEntries(
    within(element)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

describe('/orders/{trackingId}', () => {
  it('offers the attached quote file for download', async () => {
    answerRoutes(fetchMock, {
      [DETAIL]: jsonResponse({
        success: true,
        order: orderCard({
          trackingId: 'TRK-FIRST00001',
          special_quote: { text: 'See drawing', fileName: 'drawing.pdf' },
        }),
      }),
      [STATUSES]: jsonResponse(deliveryStatusesResponse()),
    });
    renderDetail();
    const link = await screen.findByRole('link', { name: 'drawing.pdf' });
    expect(link.getAttribute('href')).toBe('/api/order/user-orders/TRK-FIRST00001/quote-file');
  });

  it('shows every field of the order, its progress and its actions', async () => {
    answerRoutes(fetchMock, {
      [DETAIL]: jsonResponse({
        success: true,
        order: orderCard({
          trackingId: 'TRK-FIRST00001',
          deliveryStatus: 'In Production',
          special_quote: { text: 'Deliver after 2pm', fileName: null },
        }),
      }),
      [STATUSES]: jsonResponse(deliveryStatusesResponse()),
    });
    renderDetail();
    const order = await screen.findByRole('article', { name: 'Order TRK-FIRST00001' });
    expect(screen.getByRole('heading', { level: 2, name: 'Navan Low Bed' })).toBeTruthy();
    expect(screen.getByRole<HTMLImageElement>('img', { name: 'Navan Low Bed' }).src).toContain(
      '/media/products/navan-bed.webp',
    );
    expect(fields(order)).toEqual({
      'Tracking ID': 'TRK-FIRST00001',
      'Order Date': '3 Nov 2026',
      'Delivery Status': 'In Production',
      Size: 'King 5ft',
      Fabric: 'Plush Velvet',
      'Fabric Colour': 'Sage',
      Storage: 'Ottoman',
      Quantity: '2',
      'Unit Price': '€750.00',
      'VAT per unit': '€172.50',
      Total: '€1,845.00',
      Payment: 'Not yet paid',
      'Reference Number': 'BYRNE-114',
      'Shipping Address': 'Unit 4, Business Park, Navan, C15 CD34',
      'Special Instructions': 'Deliver after 2pm',
    });
    expect(screen.queryByRole('link', { name: /\.pdf$/ })).toBeNull();
    const progress = await screen.findByRole('list', { name: 'Delivery progress' });
    expect(
      within(progress).getByText('In Production').closest('li')?.getAttribute('aria-current'),
    ).toBe('step');
    expect(within(order).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(within(order).getByRole('button', { name: 'Reorder' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/order/user-orders/TRK-FIRST00001');
  });

  it('says nothing of storage for a line without it ("Non Ottoman")', async () => {
    answerRoutes(fetchMock, {
      [DETAIL]: jsonResponse({
        success: true,
        order: orderCard({ trackingId: 'TRK-FIRST00001', storageType: 'Non Ottoman' }),
      }),
      [STATUSES]: jsonResponse(deliveryStatusesResponse()),
    });
    renderDetail();
    const order = await screen.findByRole('article', { name: 'Order TRK-FIRST00001' });
    expect(fields(order)).not.toHaveProperty('Storage');
    expect(order.textContent).not.toContain('Non Ottoman');
  });

  it('shows a cancelled order without progress or Cancel', async () => {
    answerRoutes(fetchMock, {
      [DETAIL]: jsonResponse({
        success: true,
        order: orderCard({ trackingId: 'TRK-FIRST00001', status: 'cancelled', isCancelled: false }),
      }),
      [STATUSES]: jsonResponse(deliveryStatusesResponse()),
    });
    renderDetail();
    const order = await screen.findByRole('article', { name: 'Order TRK-FIRST00001' });
    expect(fields(order)['Delivery Status']).toBe('cancelled');
    expect(within(order).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Delivery progress' })).toBeNull();
  });

  it('says "Order Not Found" with a way back to My Orders on 404', async () => {
    answerRoutes(fetchMock, {
      [DETAIL]: jsonResponse({ message: 'Order Not Found' }, 404),
    });
    renderDetail();
    expect((await screen.findByRole('alert')).textContent).toBe('Order Not Found');
    expect(screen.getByRole('link', { name: 'Back to My Orders' }).getAttribute('href')).toBe(
      '/orders',
    );
  });
});
