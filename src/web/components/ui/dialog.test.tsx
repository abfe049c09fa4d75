import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MAIN_CONTENT_ID } from '../../lib/main-content';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from './dialog';

/** A dialog opened by a button that sets state, as the callback and confirm dialogs are. */
function OpenedByState() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Request a Callback
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Request a Callback</DialogTitle>
          <input aria-label="Name" />
        </DialogContent>
      </Dialog>
    </>
  );
}

afterEach(cleanup);

describe('DialogContent gives focus back when it closes (WCAG 2.4.3)', () => {
  it.each([
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'its Close button',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Close' })),
    ],
  ])('to the button that opened it by state, closed with %s', async (_how, close) => {
    const user = userEvent.setup();
    render(<OpenedByState />);
    const opener = screen.getByRole('button', { name: 'Request a Callback' });
    await user.click(opener);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(document.activeElement).not.toBe(opener);

    await close(user);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('to its trigger, as before', async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger>Filters</DialogTrigger>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Filters</DialogTitle>
        </DialogContent>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filters' }));
  });

  it("to the page's main content when its opener is gone (a drawer closed, a button replaced)", async () => {
    const user = userEvent.setup();
    function OpenerReplaced() {
      const [open, setOpen] = useState(false);
      return (
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          {!open && (
            <button type="button" onClick={() => setOpen(true)}>
              Suspend account
            </button>
          )}
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogContent aria-describedby={undefined}>
              <DialogTitle>Suspend account</DialogTitle>
            </DialogContent>
          </Dialog>
        </main>
      );
    }
    render(<OpenerReplaced />);
    await user.click(screen.getByRole('button', { name: 'Suspend account' }));
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(document.getElementById(MAIN_CONTENT_ID));
  });
});
