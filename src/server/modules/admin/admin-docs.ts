/** OpenAPI: every console route is documented under "admin: …" and needs a staff session. */
export const adminTags = (area: string) => [`admin: ${area}`];
export const adminSecurity: Record<string, string[]>[] = [{ cookieAuth: [] }, { bearerAuth: [] }];
