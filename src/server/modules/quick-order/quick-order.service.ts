import type { Queryable as Db } from '#src/db/database';
import { MAX_QUANTITY, MIN_QUANTITY } from '#src/shared/domain/cart';
import { fromCents } from '#src/shared/domain/money';
import { REFERENCE_MAX } from '#src/shared/domain/order-lines';
import { totalsCentsOf, totalsInEuro, type StorageType } from '#src/shared/domain/pricing';
import {
  PRODUCT_UNAVAILABLE,
  QUANTITY_MESSAGE,
  REFERENCE_REQUIRED,
} from '#src/shared/schemas/orders';
import {
  QUICK_ORDER_COLUMNS,
  type QuickOrderColumn,
  type QuickOrderLineText,
  type QuickOrderReport,
  type QuickOrderReportLine,
} from '#src/shared/schemas/quick-order';
import { priceLine, type ProductFacts } from '../orders/order-lines';
import * as repo from './quick-order.repo';

/**
 * Checks quick-order lines against the catalogue (docs/business-rules.md "Quick order"):
 * SKU, size, fabric and colour by name or code, storage, quantity, reference and stock,
 * and prices the valid ones with the checkout's own rule (`priceLine`). Nothing is
 * stored: the buyer's browser puts the valid lines in the cart.
 */

/** Names compared as a person reads them: no case, no fadas, single spaces. */
export const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

export const unknownSku = (sku: string) => `Unknown SKU “${sku}”.`;
export const SKU_REQUIRED = 'SKU is required.';
const list = (names: string[]) => names.join(', ');
export const optionNotSold = (kind: string, value: string, product: string, names: string[]) =>
  `${kind} “${value}” is not sold for ${product}. Choose from: ${list(names)}.`;
export const optionRequired = (kind: string, product: string, names: string[]) =>
  `${kind} is required for ${product}. Choose from: ${list(names)}.`;
export const NO_FABRIC_SOLD = (product: string) =>
  `${product} is not sold with a fabric or colour.`;
export const STORAGE_UNKNOWN = 'Storage must be Ottoman, Cloud Storage or Non Ottoman (or blank).';
export const storageNotForProduct = (product: string) =>
  `Storage can only be chosen for beds: leave it blank for ${product}.`;
export const REFERENCE_TOO_LONG = `Reference Number must be at most ${REFERENCE_MAX} characters.`;

const STORAGE_NAMES = new Map<string, StorageType>([
  ['', 'Non Ottoman'],
  ['non ottoman', 'Non Ottoman'],
  ['none', 'Non Ottoman'],
  ['no', 'Non Ottoman'],
  ['ottoman', 'Ottoman'],
  ['cloud storage', 'Cloud Storage'],
  ['cloud', 'Cloud Storage'],
]);

interface Option {
  id: number;
  name: string;
}

/**
 * The option `value` names, by name (any case, fadas or not) or by its code (the
 * catalogue's number for it). Undefined when none does.
 */
function pick(options: Option[], value: string): Option | undefined {
  const wanted = fold(value);
  return (
    options.find((o) => fold(o.name) === wanted) ??
    (/^\d+$/.test(wanted) ? options.find((o) => String(o.id) === wanted) : undefined)
  );
}

type Errors = QuickOrderReportLine['errors'];

/** A whole number from 1 to 99, as typed ("3", " 12 ", "4.0" from a spreadsheet). */
function quantityOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}(\.0+)?$/.test(trimmed)) return null;
  const quantity = Number.parseInt(trimmed, 10);
  return quantity >= MIN_QUANTITY && quantity <= MAX_QUANTITY ? quantity : null;
}

interface Understood {
  line: QuickOrderReportLine;
  product?: ProductFacts;
}

/** Everything about one line that does not depend on the other lines. */
function understand(
  index: number,
  input: QuickOrderLineText,
  found: { id: number; sku: string } | undefined,
  facts: ProductFacts | undefined,
): Understood {
  const errors: Errors = [];
  const fail = (field: QuickOrderColumn, message: string) => errors.push({ field, message });
  const line: QuickOrderReportLine = {
    line: index + 1,
    input: Object.fromEntries(QUICK_ORDER_COLUMNS.map((c) => [c, input[c]])),
    ok: false,
    product: null,
    size: null,
    fabric: null,
    colour: null,
    storage: null,
    quantity: quantityOf(input.quantity),
    reference: input.reference.trim(),
    price: null,
    vat: null,
    total: null,
    errors,
  };
  if (line.quantity === null) fail('quantity', QUANTITY_MESSAGE);
  if (line.reference === '') fail('reference', REFERENCE_REQUIRED);
  else if (line.reference.length > REFERENCE_MAX) fail('reference', REFERENCE_TOO_LONG);
  const storage = STORAGE_NAMES.get(fold(input.storage));
  if (storage === undefined) fail('storage', STORAGE_UNKNOWN);

  const sku = input.sku.trim();
  if (sku === '') {
    fail('sku', SKU_REQUIRED);
    return { line };
  }
  if (!found || !facts || facts.status === 'archived') {
    fail('sku', unknownSku(sku));
    return { line };
  }
  line.product = { id: facts.id, name: facts.name, sku: found.sku, image: facts.image };
  if (facts.status === 'unavailable') fail('sku', PRODUCT_UNAVAILABLE);

  const sizes = [...facts.sizes].map(([id, s]) => ({ id, name: s.name }));
  if (input.size.trim() === '') {
    if (sizes.length === 1) line.size = sizes[0]!;
    else
      fail(
        'size',
        optionRequired(
          'Size',
          facts.name,
          sizes.map((s) => s.name),
        ),
      );
  } else {
    line.size = pick(sizes, input.size) ?? null;
    if (!line.size) {
      fail(
        'size',
        optionNotSold(
          'Size',
          input.size.trim(),
          facts.name,
          sizes.map((s) => s.name),
        ),
      );
    }
  }

  chooseFabric(facts, input, line, fail);

  if (storage !== undefined) {
    if (storage !== 'Non Ottoman' && !facts.isBed)
      fail('storage', storageNotForProduct(facts.name));
    else line.storage = storage;
  }
  return { line, product: facts };
}

/** Fabric and colour: named, or the only one there is; a colour alone finds its fabric. */
function chooseFabric(
  facts: ProductFacts,
  input: QuickOrderLineText,
  line: QuickOrderReportLine,
  fail: (field: QuickOrderColumn, message: string) => void,
) {
  const fabrics = [...facts.fabrics].map(([id, f]) => ({
    id,
    name: f.name,
    colours: [...f.colors].map(([colourId, name]) => ({ id: colourId, name })),
  }));
  const fabricText = input.fabric.trim();
  const colourText = input.colour.trim();
  if (fabrics.length === 0) {
    if (fabricText || colourText)
      fail(fabricText ? 'fabric' : 'colour', NO_FABRIC_SOLD(facts.name));
    return;
  }
  let fabric: (typeof fabrics)[number] | undefined;
  if (fabricText) {
    fabric = pick(fabrics, fabricText) as typeof fabric;
    if (!fabric) {
      fail(
        'fabric',
        optionNotSold(
          'Fabric',
          fabricText,
          facts.name,
          fabrics.map((f) => f.name),
        ),
      );
      return;
    }
  } else if (fabrics.length === 1) {
    fabric = fabrics[0];
  } else if (colourText) {
    const having = fabrics.filter((f) => pick(f.colours, colourText));
    if (having.length === 1) fabric = having[0];
  }
  if (!fabric) {
    fail(
      'fabric',
      optionRequired(
        'Fabric',
        facts.name,
        fabrics.map((f) => f.name),
      ),
    );
    return;
  }
  line.fabric = { id: fabric.id, name: fabric.name };
  if (fabric.colours.length === 0) {
    if (colourText) fail('colour', `${fabric.name} has no colours to choose: leave it blank.`);
    return;
  }
  const colourNames = fabric.colours.map((c) => c.name);
  if (!colourText) {
    if (fabric.colours.length === 1) line.colour = fabric.colours[0]!;
    else fail('colour', optionRequired(`Colour of ${fabric.name}`, facts.name, colourNames));
    return;
  }
  line.colour = pick(fabric.colours, colourText) ?? null;
  if (!line.colour) {
    fail('colour', optionNotSold(`Colour of ${fabric.name}`, colourText, facts.name, colourNames));
  }
}

export async function validateLines(
  db: Db,
  inputs: QuickOrderLineText[],
): Promise<QuickOrderReport> {
  const skus = [...new Set(inputs.map((i) => i.sku.trim().toLowerCase()).filter(Boolean))];
  const found = await repo.productIdsBySku(db, skus);
  const facts = await repo.loadProductFacts(
    db,
    [...found.values()].map((f) => f.id),
  );
  const understood = inputs.map((input, index) => {
    const match = found.get(input.sku.trim().toLowerCase());
    return understand(index, input, match, match && facts.get(match.id));
  });

  // Stock is shared by every line of a product: the lines ask for it together.
  const askedOf = new Map<number, number>();
  for (const { line, product } of understood) {
    if (product && line.errors.length === 0) {
      askedOf.set(product.id, (askedOf.get(product.id) ?? 0) + line.quantity!);
    }
  }
  const priced: Array<{ unitCents: number; quantity: number }> = [];
  for (const { line, product } of understood) {
    if (!product || line.errors.length > 0) continue;
    const result = priceLine(
      {
        productId: product.id,
        sizeId: line.size!.id,
        fabricId: line.fabric?.id ?? null,
        fabricColorId: line.colour?.id ?? null,
        quantity: line.quantity!,
        referenceNumber: line.reference,
        storageType: line.storage!,
      },
      product,
      'line',
      askedOf.get(product.id),
    );
    if (!result.ok) {
      const at = result.error.field.split('.').pop();
      line.errors.push({
        field: at === 'quantity' ? 'quantity' : 'sku',
        message: result.error.message,
      });
      continue;
    }
    line.ok = true;
    line.price = fromCents(result.line.unitCents);
    line.vat = fromCents(result.line.vatCents);
    line.total = fromCents(result.line.totalCents);
    priced.push({ unitCents: result.line.unitCents, quantity: line.quantity! });
  }
  const lines = understood.map((u) => u.line);
  const valid = lines.filter((l) => l.ok).length;
  return {
    success: true,
    lines,
    valid,
    invalid: lines.length - valid,
    ...totalsInEuro(totalsCentsOf(priced)),
  };
}
