import { PRODUCTS, type ProductDef } from './demo-catalogue';

const RANGES = [
  'Harbour',
  'Meadow',
  'Granite',
  'Willow',
  'Heritage',
  'Coastal',
  'Atlantic',
  'Oakfield',
  'Glen',
  'Cedar',
];

/** Small deterministic PRNG: the same N always gives the same catalogue. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * N products for benchmarks (docs/runtime-contract.md "Environment variables", SEED_PRODUCTS): each
 * copies the category, sizes, fabrics and variation structure of a demo product, with its own name,
 * SKU, price and stock.
 */
export function generatedProducts(count: number): ProductDef[] {
  const random = mulberry32(count);
  const stocks = [-1, -1, 0, 5, 12, 40];
  return Array.from({ length: count }, (_, i) => {
    const template = PRODUCTS[i % PRODUCTS.length]!;
    const range = RANGES[Math.floor(i / PRODUCTS.length) % RANGES.length]!;
    const price = Math.round(template.price * (0.8 + random() * 0.5) * 100) / 100;
    return {
      ...template,
      name: `${range} ${template.name} ${String(i + 1).padStart(6, '0')}`,
      sku: `${template.sku}-G${i + 1}`,
      price,
      stock: stocks[Math.floor(random() * stocks.length)]!,
      status: template.status,
      images: 2,
    };
  });
}
