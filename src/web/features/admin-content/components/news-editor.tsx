import { lazy, Suspense, useMemo, useState } from 'react';
import { isWordless } from '#src/shared/site/html-allow-list';
import { Spinner } from '#src/web/components/ui/spinner';
import { serverMessage } from '#src/web/lib/form-errors';
import { sanitizeHtml } from '#src/web/lib/sanitize-html';
import { toastSuccess } from '#src/web/lib/toast';
import { useUnsavedChangesWarning } from '#src/web/lib/use-unsaved-changes';
import { useNews } from '../api/get-news';
import { useSaveNews } from '../api/save-news';
import {
  formatDateTime,
  NEWS_HTML_CLASSES,
  panelClassName,
  smallPrimaryClassName,
} from '../lib/display';
import type { AdminNews } from '../types';
import { RecordHistory } from '#src/web/components/admin/record-history';
import { newsHistory } from '../lib/history';

const RichTextEditor = lazy(() =>
  import('#src/web/components/ui/rich-text-editor').then((m) => ({ default: m.RichTextEditor })),
);

export const NEWS_LOAD_FAILED = 'The news could not load. Please reload the page.';
export const NEWS_SAVE_FAILED = 'The news could not be saved. Please try again.';

/** The home page news block: write it, see it as the shop will show it, save. */
export function NewsEditor() {
  const news = useNews();
  return (
    <section aria-labelledby="content-news" className={panelClassName}>
      <h2 id="content-news" className="text-xl">
        Home page news
      </h2>
      {news.isPending ? (
        <Spinner label="Loading the news" className="py-10" />
      ) : news.isError ? (
        <p role="alert" className="mt-3 text-red-800">
          {NEWS_LOAD_FAILED}
        </p>
      ) : (
        <NewsForm saved={news.data} />
      )}
    </section>
  );
}

function NewsForm({ saved }: { saved: AdminNews | null }) {
  const savedHtml = saved?.content ?? '';
  const [html, setHtml] = useState(savedHtml);
  const save = useSaveNews();
  const preview = useMemo(() => sanitizeHtml(html), [html]);
  const changed = html !== savedHtml;
  useUnsavedChangesWarning(changed);

  return (
    <form
      className="mt-4 space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(html, {
          onSuccess: ({ news }) => {
            // The server's sanitised text is what the shop shows: the editor follows it.
            setHtml(news.content);
            toastSuccess('News saved: the home page shows it now', 3000);
          },
        });
      }}
    >
      <p className="text-sm text-linen-700">
        {saved
          ? `Last saved ${formatDateTime(saved.updatedAt)}.`
          : 'No news yet: the home page shows the ottoman promotion.'}
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <div>
          <h3 className="mb-2 text-sm font-semibold text-linen-900">Text</h3>
          <Suspense fallback={<Spinner label="Loading the editor" className="py-10" />}>
            <RichTextEditor value={savedHtml} onChange={setHtml} label="News text" />
          </Suspense>
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-linen-900">Preview</h3>
          <div
            aria-label="News preview"
            role="region"
            className="min-h-48 rounded-md bg-linen-50 p-4 ring-1 ring-linen-200"
          >
            {isWordless(preview) ? (
              <p className="text-linen-700">No content available</p>
            ) : (
              // Sanitised just above with the storefront's allow-list.
              <div className={NEWS_HTML_CLASSES} dangerouslySetInnerHTML={{ __html: preview }} />
            )}
          </div>
        </div>
      </div>
      {save.isError && (
        <p role="alert" className="text-sm text-red-700">
          {serverMessage(save.error) ?? NEWS_SAVE_FAILED}
        </p>
      )}
      <div className="flex items-center gap-3">
        <button
          type="submit"
          disabled={!changed || save.isPending}
          className={smallPrimaryClassName}
        >
          {save.isPending ? 'Saving…' : 'Save news'}
        </button>
        {changed && <span className="text-sm text-amber-800">Unsaved changes</span>}
      </div>
      {saved && (
        <RecordHistory entityType="news" entityId={saved.id} name="the news" {...newsHistory} />
      )}
    </form>
  );
}
