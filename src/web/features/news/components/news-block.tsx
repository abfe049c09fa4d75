import { useMemo } from 'react';
import { sanitizeHtml } from '#src/web/lib/sanitize-html';
import { useNews } from '../api/get-news';
import { OttomanPromo } from './ottoman-promo';

const NEWS_HTML_CLASSES =
  'max-w-prose [&_a]:text-walnut-700 [&_a]:underline [&_h2]:text-2xl [&_h2]:sm:text-3xl [&_h3]:mt-4 [&_h3]:text-xl [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6';

/** Renders already-fetched news HTML (sanitised again before it reaches the DOM). */
export function NewsContent({ content }: { content: string }) {
  const html = useMemo(() => sanitizeHtml(content), [content]);
  if (html.trim() === '') return <p className="text-linen-700">No content available</p>;
  // The HTML went through DOMPurify's allow-list just above.
  return <div className={NEWS_HTML_CLASSES} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** docs/screens.md "Home": the home page news block; the ottoman promo until news arrives. */
export function NewsBlock() {
  const { data, isSuccess } = useNews();

  return (
    <section aria-labelledby="home-news" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="home-news" className="sr-only">
          News
        </h2>
        {isSuccess ? <NewsContent content={data?.content ?? ''} /> : <OttomanPromo />}
      </div>
    </section>
  );
}
