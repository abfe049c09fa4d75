import { afterEach, vi } from 'vitest';
import { stubFetch } from '#src/web/testing/render';

/**
 * The toasts a screen shows. Each test file mocks react-toastify with these:
 * `vi.mock('react-toastify', async () => ({ toast: (await import('../testing/screen-test')).toasts }))`.
 */
export const toasts = { success: vi.fn(), error: vi.fn() };

/** Stubs fetch for a screen's tests and forgets the toasts after each one. */
export function screenTestSetup() {
  const fetchMock = stubFetch();
  afterEach(() => {
    toasts.success.mockReset();
    toasts.error.mockReset();
  });
  return fetchMock;
}
