import { useSignedIn } from '#src/web/lib/session';

export type Viewer = { signedIn: boolean };

/** Who is looking at the storefront: the hero is for visitors only (docs/screens.md "Home"). */
export function useViewer(): Viewer {
  return { signedIn: useSignedIn() };
}
