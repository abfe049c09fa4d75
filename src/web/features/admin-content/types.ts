// Types only: the screens take the server's shapes without bundling its Zod schemas.
export type { AdminNews, DeliveryStatus } from '#src/shared/schemas/admin-content';

/** A category as the console's catalogue list gives it (GET /api/admin/categories). */
export interface ContentCategory {
  id: number;
  category_name: string;
  image_url: string | null;
}
