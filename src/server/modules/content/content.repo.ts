import { desc } from 'drizzle-orm';
import type { Queryable } from '#src/db/database';
import { news } from '#src/db/schema/content';

/** The news the storefront shows: the latest row (GET /api/news and GET /api/admin/news). */
export async function currentNews(db: Queryable) {
  const [row] = await db.select().from(news).orderBy(desc(news.updatedAt), desc(news.id)).limit(1);
  return row;
}
