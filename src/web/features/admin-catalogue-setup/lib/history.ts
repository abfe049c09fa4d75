import { fieldChanges } from '#src/web/components/admin/record-history';
import { formatEuro } from '#src/web/lib/format';

// What each catalogue set-up action is called in a record's History (admin issue, item 7).

export const categoryHistory = {
  actionLabels: {
    created: 'Created',
    renamed: 'Renamed',
    deleted: 'Deleted',
    image: 'Picture replaced',
  },
  changes: fieldChanges({ category_name: 'Name', imageUrl: 'Picture' }),
};

export const sizeHistory = {
  actionLabels: { created: 'Created', updated: 'Changed', deleted: 'Deleted' },
  changes: fieldChanges({
    size: 'Name',
    length: 'Length',
    width: 'Width',
    height: 'Height',
    multiplier: 'Price multiplier',
  }),
};

export const fabricHistory = {
  actionLabels: {
    created: 'Created',
    renamed: 'Renamed',
    deleted: 'Deleted',
    'color-added': 'Colour added',
    'color-renamed': 'Colour renamed',
    'color-deleted': 'Colour deleted',
    'swatch-replaced': 'Swatch replaced',
  },
  changes: fieldChanges({ fabric_name: 'Name', color_name: 'Colour', image_url: 'Swatch' }),
};

const euro = (value: unknown) => (typeof value === 'number' ? formatEuro(value) : String(value));

export const storagePricesHistory = {
  actionLabels: { updated: 'Prices changed' },
  changes: fieldChanges(
    { ottomanBase: 'Ottoman base', cloudBase: 'Cloud base' },
    { ottomanBase: euro, cloudBase: euro },
  ),
};
