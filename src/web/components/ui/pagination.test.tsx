import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

afterEach(cleanup);

function items() {
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  // The ellipses are hidden from assistive technology, so read the list items directly.
  return [...nav.querySelectorAll('li')].map((li) => li.textContent);
}

describe('Pagination', () => {
  it('shows every page up to five, the current one marked', () => {
    render(<Pagination currentPage={2} totalPages={5} onPageChange={() => {}} />);
    expect(items()).toEqual(['Previous', '1', '2', '3', '4', '5', 'Next']);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows first and last pages with ellipses beyond five', () => {
    render(<Pagination currentPage={5} totalPages={10} onPageChange={() => {}} />);
    expect(items()).toEqual(['Previous', '1', '…', '4', '5', '6', '…', '10', 'Next']);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(
      <Pagination currentPage={1} totalPages={6} onPageChange={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    expect(items()).toEqual(['Previous', '1', '2', '…', '6', 'Next']);
    rerender(<Pagination currentPage={6} totalPages={6} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('reports the page asked for', async () => {
    const onPageChange = vi.fn();
    render(<Pagination currentPage={2} totalPages={3} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1], [3]]);
  });

  it('renders nothing for a single page', () => {
    render(<Pagination currentPage={1} totalPages={1} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
