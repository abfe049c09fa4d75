// The session's cookies (docs/business-rules.md "Sessions"). Free of Zod: the storefront shell
// reads them.

/** HttpOnly: the session token. */
export const AUTH_COOKIE = 'authToken';
/** Readable: display fields only, for the header. */
export const USER_COOKIE = 'user';
/** Readable: echoed in the X-XSRF-TOKEN header of unsafe requests. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** docs/business-rules.md "Sessions": a session lasts 8 hours. */
export const SESSION_HOURS = 8;

export interface DisplayUser {
  full_name: string;
  office_city: string;
}

/** The `user` cookie's JSON, or undefined when it is absent or not ours. */
export function parseDisplayUser(raw: string | undefined): DisplayUser | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value !== 'object' || value === null) return undefined;
    const { full_name: fullName, office_city: officeCity } = value as Record<string, unknown>;
    if (typeof fullName !== 'string' || typeof officeCity !== 'string') return undefined;
    return { full_name: fullName, office_city: officeCity };
  } catch {
    return undefined;
  }
}
