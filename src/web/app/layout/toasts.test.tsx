import { act, cleanup, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '../../components/ui/toaster';
import { toastError, toastSuccess } from '../../lib/toast';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  cleanup();
});

describe('app toasts', () => {
  it('shows success and error toasts top-right through the lib helpers', async () => {
    const { container } = render(<Toaster />);
    act(() => {
      toastSuccess('Saved');
      toastError('Could not save');
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(await screen.findByText('Could not save')).toBeTruthy();
    expect(container.querySelector('.Toastify__toast-container--top-right')).not.toBeNull();
  });

  it('also shows toasts raised with react-toastify directly (one toast store)', async () => {
    render(<Toaster />);
    act(() => {
      toast.info('Callback requested');
    });
    expect(await screen.findByText('Callback requested')).toBeTruthy();
  });
});
