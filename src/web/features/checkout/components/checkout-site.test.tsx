import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartItem } from '#src/web/testing/cart-fixtures';
import { currentLocation, jsonResponse } from '#src/web/testing/render';
import { userDetails } from '#src/web/testing/user-fixtures';
import { answerCheckout, openCheckout, stubCheckoutFetch } from '../testing/checkout-setup';
import { CONFIRMATION_PATH } from '../testing/fixtures';
import { SENT_FOR_APPROVAL_TOAST } from './checkout-view';

// docs/screens.md "Cart and checkout": a company's buyer picks one of its delivery sites.

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const fetchMock = stubCheckoutFetch([toast.success, toast.error]);
afterEach(() => {
  vi.restoreAllMocks();
});

const site = (id: number, name: string, address: string, city: string, eircode: string) => ({
  id,
  name,
  address,
  city,
  eircode,
  contact_name: '',
  contact_phone: '',
  delivery_notes: id === 2 ? 'Lorries up to 10 m; 7–11 am' : '',
});
const company = (role: string) => ({
  success: true,
  role,
  sites: [
    site(1, 'Head office', 'Unit 4, Business Park', 'Navan', 'C15 CD34'),
    site(2, 'Salthill Hotel', '1 Promenade', 'Galway', 'H91 E2K3'),
  ],
});

const orderForm = () =>
  fetchMock.mock.calls.find(([url]) => url === '/api/order/product')![1]!.body as FormData;

async function openShippingStep(role = 'buyer', order?: () => Promise<Response>) {
  answerCheckout(fetchMock, {
    ...(order ? { order } : {}),
    company: company(role),
    details: userDetails({
      company: {
        id: 3,
        registered_name: 'Byrne Beds Ltd',
        short_name: 'Byrne Beds',
        role: role as 'buyer',
        spending_limit: 500,
      },
    }),
  });
  const view = openCheckout([cartItem()]);
  await screen.findByDisplayValue('Aoife Byrne');
  await view.user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('group', { name: 'Deliver to' });
  return view;
}

const confirm = () => screen.getByRole('button', { name: 'Confirm Order' });

describe('delivery sites at checkout', () => {
  it('offers the company’s sites, the first chosen, and sends the one picked', async () => {
    const { user } = await openShippingStep();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Head office/ }).checked).toBe(true);
    expect(screen.getByText('Lorries up to 10 m; 7–11 am')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Shipping address/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add a delivery site' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Salthill Hotel/ }));
    await user.click(confirm());
    await waitFor(() => expect(currentLocation()).toBe(CONFIRMATION_PATH));
    expect(orderForm().get('site_id')).toBe('2');
    expect(orderForm().get('shipping_address')).toBe(
      'Salthill Hotel, 1 Promenade, Galway, H91 E2K3',
    );
  });

  it('takes another address typed for this order, without a site', async () => {
    const { user } = await openShippingStep();
    await user.click(screen.getByRole('radio', { name: 'Another address' }));
    const field = screen.getByRole('textbox', { name: /Shipping address/ });
    await user.clear(field);
    await user.type(field, '9 Dock Road, Limerick');
    await user.click(confirm());
    await waitFor(() => expect(currentLocation()).toBe(CONFIRMATION_PATH));
    expect(orderForm().get('site_id')).toBeNull();
    expect(orderForm().get('shipping_address')).toBe('9 Dock Road, Limerick');
  });

  it('lets an owner go and add a site', async () => {
    await openShippingStep('owner');
    expect(screen.getByRole('link', { name: 'Add a delivery site' }).getAttribute('href')).toBe(
      '/account/company?add-site=checkout#sites',
    );
  });

  it('takes the buyer to the approvals page when the order awaits approval', async () => {
    const { user } = await openShippingStep('buyer', async () =>
      jsonResponse(
        {
          success: true,
          message: 'Sent',
          state: 'awaiting',
          checkoutNumber: 'CHK-2026-00077',
          poNumber: null,
          subtotal: 1000,
          vat: 230,
          total: 1230,
          spending_limit: 500,
          available_credit: 4.5,
        },
        202,
      ),
    );
    await user.click(confirm());
    await waitFor(() => expect(currentLocation()).toBe('/account/approvals?sent=CHK-2026-00077'));
    expect(toast.success).toHaveBeenCalledWith(SENT_FOR_APPROVAL_TOAST, expect.anything());
  });
});
