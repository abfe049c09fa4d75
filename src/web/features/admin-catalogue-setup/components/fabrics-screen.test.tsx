import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLOR_NAME_TAKEN, SWATCH_WRONG_TYPE } from '#src/shared/schemas/admin-catalogue-setup';
import { jsonResponse, renderAt } from '#src/web/testing/render';
import { color, fabric, ok, requestsMade, routeFetch, urlOf } from '../testing/fixtures';
import { screenTestSetup, toasts } from '../testing/screen-test';
import { FabricsScreen } from './fabrics-screen';

vi.mock('react-toastify', async () => ({
  toast: (await import('../testing/screen-test')).toasts,
}));

const fetchMock = screenTestSetup();
beforeEach(() => {
  // happy-dom has no blob URLs of its own.
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const FABRICS = [
  fabric(),
  fabric({
    id: 21,
    fabric_name: 'Linen Weave',
    product_count: 0,
    variation_count: 0,
    colors: [color({ id: 110, color_name: 'Oat', image_url: null, variation_count: 0 })],
  }),
];
const list =
  (fabrics = FABRICS) =>
  () =>
    jsonResponse({ success: true, fabrics });

function setup(routes: Parameters<typeof routeFetch>[1] = {}) {
  routeFetch(fetchMock, { 'GET /api/admin/fabrics': list(), ...routes });
  renderAt('/admin/catalogue/fabrics', <FabricsScreen />);
  return userEvent.setup();
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'rust.png', { type: 'image/png' });

describe('FabricsScreen', () => {
  it('lists fabrics with their colours, swatches and uses', async () => {
    setup();
    const velvet = await screen.findByRole('article', { name: 'Plush Velvet' });
    expect(within(velvet).getByText('Used by 3 products and 4 variations')).toBeTruthy();
    const colours = within(velvet).getByRole('list', { name: 'Colours of Plush Velvet' });
    expect(
      within(colours).getByRole<HTMLImageElement>('img', { name: 'Swatch for Moss' }).src,
    ).toContain('/media/swatches/velvet-moss.webp');
    expect(within(colours).getByRole('img', { name: 'No swatch for Ink' })).toBeTruthy();
    expect(within(velvet).getByRole('button', { name: 'Delete Plush Velvet' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(velvet).getByRole('button', { name: 'Delete colour Moss' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(velvet).getByRole('button', { name: 'Delete colour Ink' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('finds a fabric by its name or one of its colours', async () => {
    const user = setup();
    await user.type(await screen.findByLabelText('Find a fabric or colour'), 'oat');
    expect(screen.queryByRole('article', { name: 'Plush Velvet' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Linen Weave' })).toBeTruthy();
    expect(screen.getByText('1 of 2 fabrics')).toBeTruthy();
  });

  it('adds a fabric and a colour', async () => {
    const user = setup({
      'POST /api/admin/fabrics': ok('Fabric created', { id: 22 }),
      'POST /api/admin/fabrics/21/colors': ok('Colour added', { id: 111 }),
    });
    await user.type(await screen.findByLabelText('Fabric name'), 'Boucle');
    await user.click(screen.getByRole('button', { name: 'Add fabric' }));
    await user.type(screen.getByLabelText('New colour of Linen Weave'), 'Sand');
    const linen = screen.getByRole('article', { name: 'Linen Weave' });
    await user.click(within(linen).getByRole('button', { name: 'Add colour' }));
    await waitFor(() =>
      expect(requestsMade(fetchMock)).toEqual(
        expect.arrayContaining([
          { key: 'POST /api/admin/fabrics', body: { fabric_name: 'Boucle' } },
          { key: 'POST /api/admin/fabrics/21/colors', body: { color_name: 'Sand' } },
        ]),
      ),
    );
    expect(toasts.success).toHaveBeenCalledWith(
      'Colour Sand added to Linen Weave',
      expect.anything(),
    );
  });

  it('shows a colour name the fabric already has under the field', async () => {
    const user = setup({
      'PUT /api/admin/fabrics/20/colors/101': () =>
        jsonResponse(
          {
            success: false,
            message: COLOR_NAME_TAKEN,
            errors: [{ field: 'color_name', message: COLOR_NAME_TAKEN }],
          },
          409,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Rename colour Ink' }));
    const input = screen.getByLabelText('New name for Ink');
    await user.clear(input);
    await user.type(input, 'moss');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(COLOR_NAME_TAKEN)).toBeTruthy();
  });

  it('uploads a swatch, previewing it until the shop’s copy is back', async () => {
    let finish: (response: Response) => void = () => {};
    const user = setup({
      'GET /api/admin/fabrics': [
        list(),
        list([
          fabric({
            colors: [
              color(),
              color({ id: 101, color_name: 'Ink', image_url: '/media/swatches/ink.webp' }),
            ],
          }),
          FABRICS[1]!,
        ]),
      ],
      'POST /api/admin/fabrics/20/colors/101/swatch': () =>
        new Promise<Response>((resolve) => (finish = resolve)),
    });
    await user.upload(await screen.findByLabelText('Upload swatch for Ink'), png());
    expect(
      (
        await screen.findByRole<HTMLImageElement>('img', {
          name: 'Preview of the new swatch for Ink',
        })
      ).src,
    ).toBe('blob:preview');
    const [, init] = fetchMock.mock.calls.find(([url]) => urlOf(url).endsWith('/swatch'))!;
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);

    finish(
      jsonResponse({
        success: true,
        message: 'Swatch saved',
        image_url: '/media/swatches/ink.webp',
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole<HTMLImageElement>('img', { name: 'Swatch for Ink' }).src).toContain(
        '/media/swatches/ink.webp',
      ),
    );
    expect(toasts.success).toHaveBeenCalledWith('Swatch for Ink saved', expect.anything());
  });

  it('refuses a file that is not a picture without uploading it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    routeFetch(fetchMock, { 'GET /api/admin/fabrics': list() });
    renderAt('/admin/catalogue/fabrics', <FabricsScreen />);
    const notes = new File(['hello'], 'notes.pdf', { type: 'application/pdf' });
    await user.upload(await screen.findByLabelText('Upload swatch for Ink'), notes);
    expect(await screen.findByText(SWATCH_WRONG_TYPE)).toBeTruthy();
    expect(requestsMade(fetchMock).some((r) => r.key.endsWith('/swatch'))).toBe(false);
  });

  it('shows the server’s refusal of a swatch', async () => {
    const user = setup({
      'POST /api/admin/fabrics/20/colors/101/swatch': () =>
        jsonResponse(
          {
            success: false,
            message: SWATCH_WRONG_TYPE,
            errors: [{ field: 'file', message: SWATCH_WRONG_TYPE }],
          },
          400,
        ),
    });
    await user.upload(await screen.findByLabelText('Upload swatch for Ink'), png());
    expect(await screen.findByText(SWATCH_WRONG_TYPE)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'No swatch for Ink' })).toBeTruthy();
    expect(toasts.error).toHaveBeenCalledWith(
      'The swatch for Ink was not saved',
      expect.anything(),
    );
  });

  it('deletes an unused colour after confirming', async () => {
    const user = setup({
      'GET /api/admin/fabrics': [list(), list([fabric({ colors: [color()] }), FABRICS[1]!])],
      'DELETE /api/admin/fabrics/20/colors/101': ok('Colour deleted'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete colour Ink' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete colour Ink?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Ink')).toBeNull());
    expect(toasts.success).toHaveBeenCalledWith('Colour Ink deleted', expect.anything());
  });

  it("shows a fabric's colour changes in its History", async () => {
    routeFetch(fetchMock, {
      'GET /api/admin/fabrics': list(),
      'GET /api/admin/audit?entityType=fabric&entityId=21': () =>
        jsonResponse({
          success: true,
          entries: [
            {
              id: 3,
              action: 'color-renamed',
              before: { id: 110, color_name: 'Oatmeal' },
              after: { id: 110, color_name: 'Oat' },
              createdAt: '2026-03-04T10:15:00.000Z',
              actorName: 'Aoife Byrne',
              actorEmail: 'aoife@example.ie',
            },
          ],
        }),
    });
    renderAt('/admin/catalogue/fabrics', <FabricsScreen />);
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Linen Weave' });
    await user.click(within(card).getByText('History'));
    expect(await within(card).findByText('Colour renamed')).toBeTruthy();
    expect(within(card).getByText('Colour: Oatmeal → Oat')).toBeTruthy();
    expect(within(card).getByText(/Aoife Byrne/)).toBeTruthy();
  });
});
