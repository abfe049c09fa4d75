import { afterEach, beforeEach, type Mock } from 'vitest';
import { stubFetch } from '#src/web/testing/render';
import { signIn, signOut } from './fixtures';

/** The request that lists the signed-in user's orders, as answerRoutes names it. */
export const LIST = 'GET /api/order/user-orders';

/**
 * A test file's setup for the signed-in orders pages: a stubbed fetch (returned) and the
 * `user` cookie around each test; `mocks` (the file's toast mocks) start each test empty.
 */
export function stubSignedInFetch(...mocks: Mock[]) {
  const fetchMock = stubFetch();
  beforeEach(() => {
    signIn();
  });
  afterEach(() => {
    signOut();
    for (const mock of mocks) mock.mockReset();
  });
  return fetchMock;
}
