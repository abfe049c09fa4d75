import { NotifiedCache } from '../../lib/notified-cache';

/**
 * The catalogue caches of one server process: product pages, product cards, listing
 * totals (and, through `onClear`, whole answers). Every write to a catalogue table
 * notifies `catalog_changed` (migration 0002). docs/decisions/0006-catalogue-caches.md
 */
export class CatalogCache extends NotifiedCache {
  constructor() {
    super('catalog_changed');
  }
}
