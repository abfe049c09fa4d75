import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Link, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAVE_UNSAVED, useUnsavedChangesWarning } from './use-unsaved-changes';

function Editor({ dirty }: { dirty: boolean }) {
  useUnsavedChangesWarning(dirty);
  useUnsavedChangesWarning(dirty); // a second form with changes on the same page
  return (
    <>
      <Link to="/orders">Orders</Link>
      <a href="/api/admin/orders.csv" download>
        Export CSV
      </a>
      <a href="/products/1" target="_blank" rel="noreferrer">
        View in shop
      </a>
    </>
  );
}

const renderEditor = (dirty: boolean) =>
  render(
    <MemoryRouter initialEntries={['/editor']}>
      <Routes>
        <Route path="/editor" element={<Editor dirty={dirty} />} />
        <Route path="/orders" element={<h1>Orders page</h1>} />
      </Routes>
    </MemoryRouter>,
  );

const confirm = vi.fn<(message?: string) => boolean>();
window.confirm = confirm;
afterEach(() => {
  cleanup();
  confirm.mockReset();
});

describe('useUnsavedChangesWarning', () => {
  it('asks before a link leaves unsaved changes, and stays when the answer is no', () => {
    confirm.mockReturnValue(false);
    renderEditor(true);
    fireEvent.click(screen.getByRole('link', { name: 'Orders' }));
    expect(confirm).toHaveBeenCalledTimes(1); // once, though two forms have changes
    expect(confirm).toHaveBeenCalledWith(LEAVE_UNSAVED);
    expect(screen.queryByText('Orders page')).toBeNull();

    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByRole('link', { name: 'Orders' }));
    expect(screen.getByText('Orders page')).toBeTruthy();
  });

  it('asks the browser to confirm closing or reloading the tab while there are changes', () => {
    const { unmount } = renderEditor(true);
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
    unmount();
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('lets a download or a link to another tab go without asking', () => {
    renderEditor(true);
    for (const name of ['Export CSV', 'View in shop']) {
      const link = screen.getByRole('link', { name });
      link.addEventListener('click', (event) => {
        event.preventDefault(); // no real download or tab in the test
      });
      fireEvent.click(link);
    }
    expect(confirm).not.toHaveBeenCalled();
  });

  it('lets a page without changes go without asking', () => {
    renderEditor(false);
    fireEvent.click(screen.getByRole('link', { name: 'Orders' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByText('Orders page')).toBeTruthy();
  });
});
