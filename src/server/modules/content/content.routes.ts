import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentNews } from './content.service';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/news', {
    // The storefront reads the news from an admin path without signing in
    // (docs/api.md "Who may call what").
    config: { publicAdminRead: true },
    schema: {
      tags: ['content'],
      summary: 'The home page news block (HTML, sanitised when saved)',
      response: {
        200: z.object({
          success: z.literal(true),
          news: z.object({ id: z.number(), content: z.string(), updatedAt: z.string() }).nullable(),
        }),
      },
    },
    handler: async () => {
      const row = await currentNews(app.db);
      return {
        success: true as const,
        news: row
          ? { id: row.id, content: row.content, updatedAt: row.updatedAt.toISOString() }
          : null,
      };
    },
  });
};
