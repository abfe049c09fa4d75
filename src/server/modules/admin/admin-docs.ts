/**
 * OpenAPI tags and security of the console routes: the document at /api/docs describes them
 * (docs/runtime-contract.md "Paths": every API route) as needing a staff session.
 */
export const adminTags = (area: string) => [`admin: ${area}`];
export const adminSecurity: Record<string, string[]>[] = [{ cookieAuth: [] }, { bearerAuth: [] }];
