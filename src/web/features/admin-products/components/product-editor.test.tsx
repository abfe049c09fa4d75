import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import { PRODUCT_CHANGED } from '#src/shared/domain/admin-products';
import type { AdminProduct, VariationRow } from '../types';
import { formOptions, product, routeFetch } from '../testing/fixtures';
import { ProductEditor } from './product-editor';

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

const fetchMock = stubFetch();
afterEach(() => {
  toastSuccess.mockReset();
  toastError.mockReset();
});

const render = (id: string) =>
  renderAt(`/admin/catalogue/products/${id}`, <ProductEditor />, {
    path: '/admin/catalogue/products/:id',
  });

/** A tiny server holding one product; records what the console sent. */
function serve(
  initial: AdminProduct = product(),
  overrides: Parameters<typeof routeFetch>[1] = {},
) {
  let current = initial;
  const sent: Array<{ request: string; body: unknown }> = [];
  routeFetch(fetchMock, {
    'GET /api/admin/products/form-options': () => jsonResponse(formOptions),
    'GET /api/admin/products/5': () => jsonResponse({ success: true, product: current }),
    'GET /api/admin/audit': () =>
      jsonResponse({
        success: true,
        entries: sent
          .filter((s) => s.request === 'PUT')
          .map((s, n) => ({
            id: n + 2,
            action: 'updated',
            before: { product_name: initial.product_name, price_euro: initial.price_euro },
            after: s.body,
            createdAt: '2026-11-22T12:00:00.000Z',
            actorName: 'Nuala Planner',
            actorEmail: 'planner@example.com',
          })),
      }),
    'PUT /api/admin/products/5': ({ body }) => {
      sent.push({ request: 'PUT', body });
      // As the server: a save from an older version of the details is refused.
      if ((body as { editVersion?: number }).editVersion !== current.editVersion) {
        return jsonResponse({ success: false, message: PRODUCT_CHANGED, errors: [] }, 409);
      }
      current = { ...current, ...(body as object), editVersion: current.editVersion + 1 };
      return jsonResponse({ success: true, product: current });
    },
    'POST /api/admin/products/5/archive': () => {
      current = { ...current, status: 'archived' };
      return jsonResponse({ success: true, product: current });
    },
    'PUT /api/admin/products/5/variations': ({ body }) => {
      sent.push({ request: 'grid', body });
      const rows = (body as { rows: VariationRow[] }).rows;
      current = { ...current, variations: rows.map((r, n) => ({ id: n + 1, ...r })) };
      return jsonResponse({ success: true, variations: current.variations });
    },
    'PUT /api/admin/products/5/images/order': ({ body }) => {
      const ids = (body as { ids: number[] }).ids;
      sent.push({ request: 'order', body });
      const images = ids.map((id, n) => ({
        ...current.images.find((i) => i.id === id)!,
        sort_order: n,
      }));
      current = { ...current, images };
      return jsonResponse({ success: true, images });
    },
    'DELETE /api/admin/products/5/images/101': () => {
      sent.push({ request: 'delete', body: 101 });
      current = { ...current, images: current.images.filter((i) => i.id !== 101) };
      return jsonResponse({ success: true, images: current.images });
    },
    'POST /api/admin/products/5/images': ({ body }) => {
      const files = (body as FormData).getAll('images') as File[];
      sent.push({ request: 'upload', body: files.map((f) => f.name) });
      const images = [
        ...current.images,
        ...files.map((_, n) => ({
          id: 200 + n,
          image_url: `/media/products/uploads/new-${n}.webp`,
          sort_order: 9,
        })),
      ];
      current = { ...current, images };
      return jsonResponse({ success: true, images }, 201);
    },
    ...overrides,
  });
  return sent;
}

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

  it('keeps prices typed in the grid when the details are saved with other sizes', async () => {
    serve();
    const user = userEvent.setup();
    render('5');
    const grid = await screen.findByRole('region', { name: 'Variation prices' });
    const cell = (size: string, row: string) =>
      within(grid).getByRole<HTMLInputElement>('textbox', { name: `${size}, ${row}` });
    await user.clear(cell('3ft Single', 'Plush Velvet – Charcoal'));
    await user.type(cell('3ft Single', 'Plush Velvet – Charcoal'), '275');
    const sizes = screen.getByRole('group', { name: /^Sizes/ });
    await user.click(within(sizes).getByRole('checkbox', { name: '5ft King' }));
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Product saved', expect.anything()),
    );
    await waitFor(() =>
      expect(within(grid).queryByRole('columnheader', { name: '5ft King' })).toBeNull(),
    );
    expect(cell('3ft Single', 'Plush Velvet – Charcoal').value).toBe('275');
  });

  it('prices the variation grid, bulk-fills it and shows the server’s row errors in their cells', async () => {
    const sent = serve();
    const user = userEvent.setup();
    render('5');
    const grid = await screen.findByRole('region', { name: 'Variation prices' });
    const cell = (size: string, row: string) =>
      within(grid).getByRole<HTMLInputElement>('textbox', { name: `${size}, ${row}` });
    expect(cell('3ft Single', 'Plush Velvet – Silver').value).toBe('400.00');
    expect(cell('5ft King', 'Plush Velvet – Charcoal').value).toBe('');

    await user.type(within(grid).getByRole('textbox', { name: 'Price (€)' }), '450');
    await user.selectOptions(within(grid).getByRole('combobox', { name: 'Size' }), '5ft King');
    await user.click(within(grid).getByRole('button', { name: 'Set column' }));
    expect(cell('5ft King', 'Plush Velvet – Charcoal').value).toBe('450');
    await user.clear(within(grid).getByRole('textbox', { name: 'Price (€)' }));
    await user.type(within(grid).getByRole('textbox', { name: 'Price (€)' }), '380');
    await user.click(within(grid).getByRole('button', { name: 'Set all empty' }));
    expect(cell('3ft Single', 'Any fabric (size price)').value).toBe('380');
    expect(cell('3ft Single', 'Plush Velvet – Silver').value).toBe('400.00');

    await user.clear(cell('3ft Single', 'Plush Velvet – Charcoal'));
    await user.type(cell('3ft Single', 'Plush Velvet – Charcoal'), 'abc');
    await user.click(within(grid).getByRole('button', { name: 'Save prices' }));
    expect(cell('3ft Single', 'Plush Velvet – Charcoal').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toHaveLength(0);

    await user.clear(cell('3ft Single', 'Plush Velvet – Charcoal'));
    await user.click(within(grid).getByRole('button', { name: 'Save prices' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const rows = (sent[0]!.body as { rows: VariationRow[] }).rows;
    expect(rows).toContainEqual({
      sizeId: 10,
      fabricId: null,
      fabricColorId: null,
      price_euro: 380,
    });
    expect(rows).toContainEqual({ sizeId: 11, fabricId: 20, fabricColorId: 31, price_euro: 450 });
    expect(rows).toContainEqual({ sizeId: 10, fabricId: 20, fabricColorId: 30, price_euro: 400 });
    expect(rows.some((r) => r.sizeId === 10 && r.fabricColorId === 31)).toBe(false);
    await waitFor(() => expect(toastSuccess).toHaveBeenCalled());
  });

  it('marks the cell the server refuses', async () => {
    serve(product(), {
      'PUT /api/admin/products/5/variations': () =>
        jsonResponse(
          {
            message: 'Some prices cannot be saved: see the marked rows.',
            errors: [
              {
                field: 'rows.0.fabricColorId',
                message: 'This colour is not one of the fabric’s colours.',
              },
            ],
          },
          400,
        ),
    });
    const user = userEvent.setup();
    render('5');
    const grid = await screen.findByRole('region', { name: 'Variation prices' });
    await user.click(within(grid).getByRole('button', { name: 'Save prices' }));
    expect(
      await within(grid).findByText('This colour is not one of the fabric’s colours.'),
    ).toBeTruthy();
    expect(
      within(grid)
        .getByRole('textbox', { name: '3ft Single, Plush Velvet – Silver' })
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('uploads images with previews, reorders them and deletes one after confirming', async () => {
    const sent = serve();
    const user = userEvent.setup();
    render('5');
    const images = await screen.findByRole('region', { name: 'Images' });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'room.png', { type: 'image/png' });
    await user.upload(within(images).getByLabelText('Add images'), file);
    expect(within(images).getByRole('img', { name: 'Preview of room.png' })).toBeTruthy();
    await user.click(within(images).getByRole('button', { name: 'Upload 1 image' }));
    await waitFor(() => expect(within(images).getAllByRole('listitem')).toHaveLength(3));
    expect(sent.find((s) => s.request === 'upload')?.body).toEqual(['room.png']);

    await user.click(within(images).getByRole('button', { name: 'Move image 2 earlier' }));
    await waitFor(() =>
      expect(sent.find((s) => s.request === 'order')?.body).toEqual({ ids: [101, 100, 200] }),
    );

    await user.click(within(images).getByRole('button', { name: 'Delete image 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this image?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete image' }));
    await waitFor(() => expect(sent.some((s) => s.request === 'delete')).toBe(true));
    await waitFor(() => expect(within(images).getAllByRole('listitem')).toHaveLength(2));
  });

  it('refuses a file that is not a picture before uploading it', async () => {
    serve();
    const user = userEvent.setup({ applyAccept: false });
    render('5');
    const images = await screen.findByRole('region', { name: 'Images' });
    const file = new File(['%PDF'], 'quote.pdf', { type: 'application/pdf' });
    await user.upload(within(images).getByLabelText('Add images'), file);
    expect(within(images).getByText('Images must be JPEG, PNG or WebP pictures.')).toBeTruthy();
    expect(within(images).queryByRole('button', { name: /Upload/ })).toBeNull();
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
