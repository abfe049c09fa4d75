export type Viewer = { signedIn: boolean };

/**
 * Who is looking at the storefront. Accounts are not wired in yet, so everyone is a
 * visitor; the sign-in work replaces the body of this hook, not its callers.
 */
export function useViewer(): Viewer {
  return { signedIn: false };
}
