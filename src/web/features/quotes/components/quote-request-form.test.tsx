import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUOTE_REQUESTED, QUOTE_SITE_REQUIRED } from '#src/shared/schemas/quotes';
import { QuoteRequestPage } from '#src/web/app/pages/quote-request-page';
import { clearCart } from '#src/web/lib/cart-store';
import type { CompanyAnswer } from '#src/web/lib/company';
import { quoteRequestState } from '#src/web/lib/quote-request';
import {
  cartItem,
  seedCart,
  signInAs,
  signOutCookie,
  storedCart,
} from '#src/web/testing/cart-fixtures';
import { currentLocation, jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import { routeFetch, sentRequests } from '#src/web/testing/route-fetch';
import { memberDetails } from '#src/web/testing/user-fixtures';
import { OTHER_ADDRESS } from './delivery-fields';
import { FILE_STILL_UPLOADING, UPLOADING_FILE } from './use-quote-attachments';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({ toast: { success: toastSuccess, error: vi.fn() } }));

const fetchMock = stubFetch();
afterEach(() => {
  clearCart();
  signOutCookie();
  toastSuccess.mockReset();
});

const site = {
  id: 31,
  name: 'Harbour Hotel',
  address: 'Quay Street',
  city: 'Galway',
  eircode: 'H91 X2Y3',
  contact_name: '',
  contact_phone: '',
  delivery_notes: '',
};
const company = (sites: CompanyAnswer['sites']) => ({
  success: true,
  company: { id: 3 },
  role: 'buyer',
  members: [],
  sites,
});
const created = {
  success: true,
  message: QUOTE_REQUESTED,
  number: 'Q-2026-000124',
  status: 'requested',
};
const uploaded = {
  fileId: '0b7c8a52-6f39-4d8e-9a1b-2f8d4e6c1a90',
  fileName: 'plan.pdf',
  fileSize: 2048,
  mimeType: 'application/pdf',
};

type Answer = () => Response | Promise<Response>;
function serve(answers: Record<string, Answer> = {}, sites: CompanyAnswer['sites'] = [site]) {
  routeFetch(fetchMock, {
    'GET /api/user/details': () => jsonResponse(memberDetails('buyer', 2000)),
    'GET /api/company': () => jsonResponse(company(sites)),
    'POST /api/quotes': () => jsonResponse(created, 201),
    ...answers,
  });
}

const lines = [
  cartItem(),
  cartItem({ id: 30, product_name: 'Oslo Headboard', referenceNumber: 'ROOM-102', quantity: 8 }),
];

async function renderForm(state?: unknown) {
  signInAs();
  renderAt('/quotes/new', <QuoteRequestPage />, { state });
  return screen.findByRole('form', { name: 'Request a quote' });
}

const quotePosts = () => sentRequests(fetchMock).filter((r) => r.request === 'POST /api/quotes');
const lineItem = (name: RegExp) =>
  within(screen.getByRole('list', { name: 'Lines to quote' })).getByRole('listitem', { name });

describe('Request a quote', () => {
  it('lists the cart’s lines ticked, sends the ticked ones with their groups, and opens the quote', async () => {
    seedCart(lines);
    serve();
    await renderForm();
    const bed = within(lineItem(/Navan Low Bed/));
    expect(bed.getByRole<HTMLInputElement>('checkbox').checked).toBe(true);
    expect(within(lineItem(/Oslo Headboard/)).getByRole<HTMLInputElement>('checkbox').checked).toBe(
      true,
    );
    await userEvent.type(bed.getByLabelText('Group (optional)'), 'Standard double × 120');
    await userEvent.click(within(lineItem(/Oslo Headboard/)).getByRole('checkbox'));
    await userEvent.type(screen.getByLabelText('Project title (optional)'), 'Harbour Hotel');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2027-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2027-03-15' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));

    await waitFor(() => expect(currentLocation()).toBe('/account/quotes/Q-2026-000124'));
    expect(quotePosts()).toEqual([
      {
        request: 'POST /api/quotes',
        body: {
          title: 'Harbour Hotel',
          lines: [
            {
              productId: 12,
              sizeId: 3,
              fabricId: 4,
              fabricColorId: 9,
              storageType: 'Non Ottoman',
              quantity: 1,
              group_label: 'Standard double × 120',
              referenceNumber: 'ROOM-101',
            },
          ],
          message: '',
          file_ids: [],
          delivery_from: '2027-03-01',
          delivery_to: '2027-03-15',
          site_id: 31,
          draft: false,
        },
      },
    ]);
    expect(toastSuccess).toHaveBeenCalledWith(
      `Q-2026-000124: ${QUOTE_REQUESTED}`,
      expect.anything(),
    );
    // The cart is left as it was.
    expect(storedCart()).toHaveLength(2);
  });

  it('says "Uploading file..." while a file goes up, waits for it, then sends its id', async () => {
    seedCart(lines);
    let finish: () => void = () => undefined;
    serve({
      'POST /api/quotes/files': () =>
        new Promise<Response>((resolve) => {
          finish = () => resolve(jsonResponse(uploaded, 201));
        }),
    });
    await renderForm();
    const file = new File(['%PDF-1.7'], 'plan.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Attach files (optional)'), file);
    expect(screen.getByText(UPLOADING_FILE)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByText(FILE_STILL_UPLOADING)).toBeTruthy();
    expect(quotePosts()).toEqual([]);

    finish();
    const attached = within(await screen.findByRole('list', { name: 'Attached files' }));
    expect(attached.getByText('plan.pdf')).toBeTruthy();
    expect(attached.getByText('2 KB')).toBeTruthy();
    expect(screen.queryByText(UPLOADING_FILE)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(quotePosts()).toHaveLength(1));
    expect(quotePosts()[0]!.body).toMatchObject({ file_ids: [uploaded.fileId] });
  });

  it('removes an attached file before sending', async () => {
    seedCart(lines);
    serve({ 'POST /api/quotes/files': () => jsonResponse(uploaded, 201) });
    await renderForm();
    await userEvent.upload(
      screen.getByLabelText('Attach files (optional)'),
      new File(['%PDF-1.7'], 'plan.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove plan.pdf' }));
    expect(screen.queryByRole('list', { name: 'Attached files' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(quotePosts()).toHaveLength(1));
    expect(quotePosts()[0]!.body).toMatchObject({ file_ids: [] });
  });

  it('shows the server’s field errors by their fields and keeps everything typed', async () => {
    seedCart(lines);
    serve({
      'POST /api/quotes': () =>
        jsonResponse(
          {
            success: false,
            message: 'Please check the request.',
            errors: [
              // The second line of the form is the first one sent.
              { field: 'lines.0.group_label', message: 'Group must be at most 80 characters.' },
              {
                field: 'delivery_to',
                message: 'The delivery window must end on or after its first day.',
              },
            ],
          },
          422,
        ),
    });
    await renderForm();
    await userEvent.click(within(lineItem(/Navan Low Bed/)).getByRole('checkbox'));
    await userEvent.type(screen.getByLabelText('Project title (optional)'), 'Harbour Hotel');
    await userEvent.type(screen.getByLabelText('Message (optional)'), 'Fire-rated fabric.');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));

    const headboard = within(lineItem(/Oslo Headboard/));
    expect((await headboard.findByRole('alert')).textContent).toBe(
      'Group must be at most 80 characters.',
    );
    expect(within(lineItem(/Navan Low Bed/)).queryByRole('alert')).toBeNull();
    const to = screen.getByLabelText('To');
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${to.id}-error`)?.textContent).toBe(
      'The delivery window must end on or after its first day.',
    );
    expect(screen.getByText('Please check the request.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Project title (optional)').value).toBe(
      'Harbour Hotel',
    );
    expect(screen.getByLabelText<HTMLTextAreaElement>('Message (optional)').value).toBe(
      'Fire-rated fabric.',
    );
    expect(currentLocation()).toBe('/quotes/new');
  });

  it('needs a site to send, not to save a draft', async () => {
    seedCart(lines);
    serve(
      {
        'POST /api/quotes': () =>
          jsonResponse(
            { ...created, message: 'Draft saved: send it when it is ready.', status: 'draft' },
            201,
          ),
      },
      [],
    );
    await renderForm();
    expect(screen.queryByRole('option', { name: OTHER_ADDRESS })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    const address = screen.getByLabelText('Site address');
    expect(document.getElementById(`${address.id}-error`)?.textContent).toBe(QUOTE_SITE_REQUIRED);
    expect(quotePosts()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(quotePosts()).toHaveLength(1));
    expect(quotePosts()[0]!.body).toMatchObject({ draft: true });
    expect(quotePosts()[0]!.body).not.toHaveProperty('site_id');
  });

  it('asks for the one line a product page handed over, not the cart', async () => {
    seedCart(lines);
    serve();
    const configured = cartItem({ id: 77, product_name: 'Kells Bed', quantity: 3 });
    await renderForm(quoteRequestState([configured]));
    const items = within(screen.getByRole('list', { name: 'Lines to quote' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(1);
    expect(items[0]!.textContent).toContain('3 × Kells Bed');
  });
});
