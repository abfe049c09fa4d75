/**
 * OpenAPI tags and security of the console routes (needed by the staff session). The
 * public document at /api/docs leaves them out (plugins/openapi.ts): it describes what
 * visitors and trade clients may call.
 */
export const adminTags = (area: string) => [`admin: ${area}`];
export const adminSecurity: Record<string, string[]>[] = [{ cookieAuth: [] }, { bearerAuth: [] }];
