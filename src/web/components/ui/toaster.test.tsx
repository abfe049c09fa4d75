import { act, cleanup, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from './toaster';

afterEach(cleanup);

describe('Toaster', () => {
  it('announces a notice once: through its polite live region, not a nested alert', async () => {
    render(<Toaster />);
    act(() => {
      toast.error('The order could not be placed.');
    });
    const text = await screen.findByText('The order could not be placed.');
    expect(text.closest('[role="alert"], [role="status"], [aria-live="assertive"]')).toBeNull();
    expect(text.closest('[aria-live="polite"]')).not.toBeNull();
  });
});
