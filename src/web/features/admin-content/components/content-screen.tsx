import { DeliveryStatusesEditor } from './delivery-statuses-editor';
import { NewsEditor } from './news-editor';
import { SiteImagesEditor } from './site-images-editor';

/** What the shop says and shows: news, the delivery-status steps, the pictures. */
export function ContentScreen() {
  return (
    <section>
      <h1 className="text-2xl">Content</h1>
      <p className="mt-1 text-linen-700">
        Changes show on the shop as soon as they are saved; each one is recorded with who made it.
      </p>
      <div className="mt-6 space-y-6">
        <NewsEditor />
        <DeliveryStatusesEditor />
        <SiteImagesEditor />
      </div>
    </section>
  );
}
