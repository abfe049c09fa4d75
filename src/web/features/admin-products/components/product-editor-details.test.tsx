import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { currentLocation, jsonResponse } from '#src/web/testing/render';
import { PRODUCT_CHANGED } from '#src/shared/domain/admin-products';
import { formOptions, product, routeFetch } from '../testing/fixtures';
import { setUpProductEditorTests } from './product-editor.test-setup';

// The product editor's details form: a new product created, an existing one saved (once,
// and not over someone else's save), archived, or not found
// (product-editor-variation-prices and product-editor-images: the grid and the images).

const toastSuccess = vi.hoisted(() => vi.fn());
const toastError = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({ toast: { success: toastSuccess, error: toastError } }));
// TipTap needs a real browser's editing: a plain text area stands in for it.
vi.mock('#src/web/components/ui/rich-text-editor', () => ({
  RichTextEditor: (props: { labelId: string; value: string; onChange: (v: string) => void }) => (
    <textarea
      aria-labelledby={props.labelId}
      defaultValue={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    />
  ),
}));

const { fetchMock, render, serve } = setUpProductEditorTests([toastSuccess, toastError]);

describe('a new product', () => {
  it('is created with its fields and links, then opens in the editor', async () => {
    let posted: unknown;
    routeFetch(fetchMock, {
      'GET /api/admin/products/form-options': () => jsonResponse(formOptions),
      'POST /api/admin/products': ({ body }) => {
        posted = body;
        return jsonResponse({ success: true, product: product({ id: 9 }) }, 201);
      },
    });
    const user = userEvent.setup();
    render('new');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Harbour Stool');
    await user.type(screen.getByRole('textbox', { name: 'SKU' }), 'STL-HAR-1');
    await user.type(screen.getByRole('textbox', { name: 'Price (€, before VAT)' }), '89.5');
    await user.type(await screen.findByRole('textbox', { name: 'Description' }), '<p>Oak</p>');
    await user.click(screen.getByRole('checkbox', { name: 'Footstools' }));
    await user.click(screen.getByRole('checkbox', { name: '3ft Single' }));
    await user.click(screen.getByRole('checkbox', { name: 'Unlimited stock (made to order)' }));
    await user.type(screen.getByRole('textbox', { name: 'Stock' }), '12');
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    await waitFor(() => expect(currentLocation()).toBe('/admin/catalogue/products/9'));
    expect(posted).toEqual({
      product_name: 'Harbour Stool',
      sku: 'STL-HAR-1',
      description: '<p>Oak</p>',
      special_instructions: '',
      price_euro: 89.5,
      stock: 12,
      status: 'available',
      categoryIds: [2],
      sizeIds: [10],
      fabricIds: [],
      lead_time_min_days: null,
      lead_time_max_days: null,
      fabric_lead_times: [],
    });
    expect(toastSuccess).toHaveBeenCalledWith('Product created', expect.anything());
  });

  it('checks the fields before sending, and shows the server’s SKU conflict under the SKU', async () => {
    routeFetch(fetchMock, {
      'GET /api/admin/products/form-options': () => jsonResponse(formOptions),
      'POST /api/admin/products': () =>
        jsonResponse(
          {
            message: 'Another product already has the SKU “BED-1”.',
            errors: [{ field: 'sku', message: 'Another product already has the SKU “BED-1”.' }],
          },
          409,
        ),
    });
    const user = userEvent.setup();
    render('new');
    await user.type(
      await screen.findByRole('textbox', { name: 'Price (€, before VAT)' }),
      '10.555',
    );
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(screen.getByText('Enter the product name')).toBeTruthy();
    expect(screen.getByText('Use at most 2 decimals')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    // "249,99" is neither 24999 nor guessed to be 249.99; €0.00 would be ordered free.
    const price = screen.getByRole('textbox', { name: 'Price (€, before VAT)' });
    for (const [typed, message] of [
      ['249,99', 'Use a point for decimals, as in 249.99'],
      ['0.00', 'A price must be more than €0.00'],
    ] as const) {
      await user.clear(price);
      await user.type(price, typed);
      await user.click(screen.getByRole('button', { name: 'Create product' }));
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Bed');
    await user.type(screen.getByRole('textbox', { name: 'SKU' }), 'BED-1');
    await user.clear(screen.getByRole('textbox', { name: 'Price (€, before VAT)' }));
    await user.type(screen.getByRole('textbox', { name: 'Price (€, before VAT)' }), '10');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    const sku = screen.getByRole('textbox', { name: 'SKU' });
    await waitFor(() => expect(sku.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Another product already has the SKU “BED-1”.').length).toBe(1);
    expect(toastError).toHaveBeenCalled();
  });
});

describe('an existing product', () => {
  it('saves its details', async () => {
    const sent = serve();
    const user = userEvent.setup();
    render('5');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect((name as HTMLInputElement).value).toBe('Ashbourne Divan Bed');
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: 'Price (€, before VAT)' }).value,
    ).toBe('349.00');
    await user.clear(name);
    await user.type(name, 'Ashbourne Bed');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'unavailable');
    // Unsaved: closing the tab asks first; saved: it does not.
    const leaving = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leaving()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Product saved', expect.anything()),
    );
    expect(leaving()).toBe(false);
    const history = screen.getByRole('region', { name: 'History' });
    expect(
      await within(history).findByText('Name: Ashbourne Divan Bed → Ashbourne Bed'),
    ).toBeTruthy();
    expect(within(history).getByText(/Nuala Planner/)).toBeTruthy();
    expect(sent[0]!.body).toMatchObject({
      product_name: 'Ashbourne Bed',
      status: 'unavailable',
      stock: -1,
      price_euro: 349,
      sizeIds: [10, 11],
      fabricIds: [20],
      editVersion: 7,
    });

    // A second save in the same tab starts from the version its first save made.
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Frame');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledTimes(2));
    expect(sent[1]!.body).toMatchObject({ product_name: 'Ashbourne Bed Frame', editVersion: 8 });
  });

  it('saves once for a double click (a second save of the same version would be refused)', async () => {
    const sent = serve();
    render('5');
    await screen.findByRole('textbox', { name: 'Name' });
    const details = screen.getByRole('form', { name: 'Product details' });
    fireEvent.submit(details);
    fireEvent.submit(details);
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Product saved', expect.anything()),
    );
    expect(sent.filter((s) => s.request === 'PUT')).toHaveLength(1);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('says so, keeping what was typed, when someone else saved the product since it was opened', async () => {
    let sentVersion: unknown;
    serve(product({ editVersion: 9 }), {
      // Another tab saved meanwhile (version 10): this form still holds version 9.
      'PUT /api/admin/products/5': ({ body }) => {
        sentVersion = (body as { editVersion?: number }).editVersion;
        return jsonResponse({ success: false, message: PRODUCT_CHANGED, errors: [] }, 409);
      },
    });
    const user = userEvent.setup();
    render('5');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.type(name, ' Deluxe');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith(PRODUCT_CHANGED, expect.anything()),
    );
    expect(sentVersion).toBe(9);
    expect((name as HTMLInputElement).value).toBe('Ashbourne Divan Bed Deluxe');
  });

  it('archives after confirming', async () => {
    serve();
    const user = userEvent.setup();
    render('5');
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive Ashbourne Divan Bed?' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive product' }));
    expect(await screen.findByText(/This product is archived/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();
  });

  it('says so for an unknown product', async () => {
    routeFetch(fetchMock, {
      'GET /api/admin/products/form-options': () => jsonResponse(formOptions),
      'GET /api/admin/products/77': () => jsonResponse({ message: 'Product not found' }, 404),
    });
    render('77');
    expect((await screen.findByRole('alert')).textContent).toContain('no such product');
  });
});
