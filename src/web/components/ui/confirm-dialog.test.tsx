import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

const dialog = (props: { busy: boolean; open?: boolean; onConfirm: () => void }) => (
  <ConfirmDialog
    open={props.open ?? true}
    onOpenChange={() => {}}
    title="Mark TRK-1 paid?"
    description="€100.00 from Aoife Byrne."
    confirmLabel="Mark paid"
    busy={props.busy}
    onConfirm={props.onConfirm}
  />
);

describe('ConfirmDialog', () => {
  it('confirms once for a double click, whose second click comes before the busy state shows', () => {
    const onConfirm = vi.fn();
    const { rerender } = render(dialog({ busy: false, onConfirm }));
    const confirm = screen.getByRole('button', { name: 'Mark paid' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);

    // The request ran and failed (busy came and went): staff may try again.
    rerender(dialog({ busy: true, onConfirm }));
    rerender(dialog({ busy: false, onConfirm }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('can be confirmed again when opened anew', () => {
    const onConfirm = vi.fn();
    const { rerender } = render(dialog({ busy: false, onConfirm }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
    rerender(dialog({ busy: false, open: false, onConfirm }));
    rerender(dialog({ busy: false, open: true, onConfirm }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
