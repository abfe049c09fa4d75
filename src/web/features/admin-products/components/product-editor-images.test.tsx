import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setUpProductEditorTests } from './product-editor.test-setup';

// The product editor's images: uploaded with previews, reordered, deleted after
// confirming, and a file that is not a picture refused before it is sent.

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

const { render, serve } = setUpProductEditorTests([toastSuccess, toastError]);

describe('an existing product', () => {
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
});
