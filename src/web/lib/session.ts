import { useSyncExternalStore } from 'react';
import { parseDisplayUser, USER_COOKIE, type DisplayUser } from '../../shared/site/session-cookies';
import { readCookie } from './cookies';

/**
 * Who is signed in, as far as the browser can tell: the readable `user` cookie the server sets
 * beside the HttpOnly session cookie (docs/business-rules.md "Sessions"). The server stays the
 * judge: a 401 clears both cookies and announces the change here.
 */
export const SESSION_CHANGED = 'session-changed';

let cachedRaw: string | undefined;
let cachedUser: DisplayUser | undefined;

function currentUser(): DisplayUser | undefined {
  const raw = readCookie(USER_COOKIE);
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  cachedUser = parseDisplayUser(raw);
  return cachedUser;
}

function subscribe(onChange: () => void) {
  window.addEventListener(SESSION_CHANGED, onChange);
  return () => {
    window.removeEventListener(SESSION_CHANGED, onChange);
  };
}

/** Call after signing in or out, or when the server said the session is gone. */
export function announceSessionChange() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_CHANGED));
}

/** The signed-in user's display fields, or undefined for a visitor. */
export function useSessionUser(): DisplayUser | undefined {
  return useSyncExternalStore(subscribe, currentUser, () => undefined);
}

export const useSignedIn = () => useSessionUser() !== undefined;

/** Whether someone is signed in, read now (outside React: before the first render). */
export const signedInNow = () => currentUser() !== undefined;

/** The history state a guard leaves when it sends a visitor to /signin. */
export type ReturnState = { from?: { pathname?: string; search?: string } } | null;

/** Where to go back to after signing in: the page the guard left, or home; only this site. */
export function returnPathOf(state: unknown): string {
  const from = (state as ReturnState)?.from;
  const pathname = from?.pathname;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) {
    return '/';
  }
  return pathname + (typeof from?.search === 'string' ? from.search : '');
}

/** "Declan Murphy" → "Declan". */
export const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? '';
