import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error';

function Throws({ error }: { error: unknown }): never {
  throw error;
}

function renderFailing(error: unknown) {
  return render(
    <MemoryRouter>
      <RouteErrorBoundary>
        <Throws error={error} />
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
}

describe('RouteErrorBoundary', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the error panel with reload and home links when a page throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailing(new Error('boom'));
    expect(screen.getByRole('alert').textContent).toContain(
      'Something went wrong. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return Home Page' }).getAttribute('href')).toBe('/');
  });

  it('asks for a reload when a page chunk of an older deploy is gone', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailing(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    expect(screen.getByRole('alert').textContent).toContain(
      'A newer version of the shop is available. Please reload the page.',
    );
  });

  it('renders its children when nothing fails', () => {
    render(
      <RouteErrorBoundary>
        <p>fine</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
