import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { formData, type Upload } from './multipart';
import { users } from '../src/db/schema/accounts';
import { createCompanyFor } from '../src/db/company-accounts';
import { companyMembers } from '../src/db/schema/companies';
import type { CompanyRole } from '../src/shared/domain/companies';
import { hashPassword } from '../src/server/lib/password';
import { toCents } from '../src/shared/domain/money';
import type { TestApp } from './test-app';

export interface Session {
  token: string;
  xsrf: string;
  userId: number;
  cookie: string;
}

let ipCounter = 0;
/** A fresh client address per sign-in, so the sign-in throttle never joins in. */
export const newIp = () => `10.40.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

/** Every customer made here signs in with it. */
export const PASSWORD = 'Strong#Pass1';

/** Signs in through the API; the session as a browser (cookie + XSRF) or client (Bearer). */
export async function signIn(t: TestApp, email: string, password = PASSWORD): Promise<Session> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/user/login',
    payload: { email, password },
    remoteAddress: newIp(),
  });
  expect(response.statusCode, response.body).toBe(200);
  const cookies = Object.fromEntries(response.cookies.map((c) => [c.name, c.value]));
  const body = response.json<{ token: string; user: { id: number } }>();
  return {
    token: body.token,
    xsrf: cookies['XSRF-TOKEN']!,
    userId: body.user.id,
    cookie: `authToken=${cookies.authToken}; XSRF-TOKEN=${cookies['XSRF-TOKEN']}`,
  };
}

export const asBearer = (s: Session) => ({ authorization: `Bearer ${s.token}` });
export const asCookie = (s: Session) => ({ cookie: s.cookie, 'x-xsrf-token': s.xsrf });

/** An approved trade account's row, straight into the table (no company yet). */
async function insertApproved(t: TestApp, fullName: string) {
  const email = `buyer.${randomBytes(5).toString('hex')}@example.ie`;
  const [user] = await t.database.db
    .insert(users)
    .values({
      email,
      fullName,
      invoiceEmail: email,
      phoneNumber: '+353871234567',
      country: 'IE',
      companyName: 'Doyle Hotels',
      officeAddress: '3 Main Street',
      officeCity: 'Sligo',
      officeEirCode: 'F91 K2P4',
      deliveryAddress: '3 Main Street',
      deliveryCity: 'Sligo',
      deliveryEirCode: 'F91 K2P4',
      passwordHash: await hashPassword(PASSWORD),
      role: 'trade',
      status: 'approved',
    })
    .returning();
  return user!;
}

/** An approved trade customer with this credit limit, owner of its own company, signed in. */
export async function newCustomer(
  t: TestApp,
  { creditLimit = 10_000 }: { creditLimit?: number } = {},
): Promise<Session & { email: string; companyId: number }> {
  const user = await insertApproved(t, 'Ciara Doyle');
  const companyId = await createCompanyFor(t.database.db, user, toCents(creditLimit));
  return { ...(await signIn(t, user.email)), email: user.email, companyId };
}

/** Another member of `companyId`, in `role`, with their own spending limit if given, signed in. */
export async function newMember(
  t: TestApp,
  companyId: number,
  { role = 'buyer', spendingLimit }: { role?: CompanyRole; spendingLimit?: number } = {},
): Promise<Session & { email: string; companyId: number }> {
  const user = await insertApproved(t, 'Seán Ó Dónaill');
  await t.database.db.insert(companyMembers).values({
    userId: user.id,
    companyId,
    role,
    spendingLimitCents: spendingLimit === undefined ? null : toCents(spendingLimit),
  });
  return { ...(await signIn(t, user.email)), email: user.email, companyId };
}

/**
 * POST /api/order/product as the checkout screen sends it (multipart, items as JSON
 * text, quote files in `special_quote_files`), by `session` as a client (Bearer) or a
 * browser (cookie + XSRF), with an Idempotency-Key when given.
 */
export async function placeOrder(
  t: TestApp,
  session: Session | undefined,
  items: unknown,
  {
    files = [],
    key,
    fields = {},
    via = 'bearer',
  }: {
    files?: Upload[];
    key?: string;
    fields?: Record<string, string>;
    via?: 'bearer' | 'cookie';
  } = {},
) {
  const { payload, headers } = await formData(
    {
      items: typeof items === 'string' ? items : JSON.stringify(items),
      shipping_address: '3 Main Street, Sligo, F91 K2P4',
      ...fields,
    },
    files,
    'special_quote_files',
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/order/product',
    payload,
    headers: {
      ...headers,
      ...(session ? (via === 'bearer' ? asBearer(session) : asCookie(session)) : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
  });
}
