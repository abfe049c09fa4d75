import { beforeAll, describe, expect, it } from 'vitest';
import {
  FABRIC_LEAD_TIME_TWICE,
  FABRIC_NOT_LINKED,
  LEAD_TIME_BOTH,
  LEAD_TIME_ORDER,
  type AdminProduct,
  type ProductFormOptions,
} from '#src/shared/schemas/admin-products';
import { setUpAdminProductsTestApp } from './products.test-setup';

// docs/business-rules.md "Delivery days": staff set lead times per product and per fabric.
const shared = setUpAdminProductsTestApp();
const { call, pick, create, editable, productBody, storefront } = shared;
let options: ProductFormOptions;
beforeAll(() => {
  options = shared.options();
});

const velvet = () => pick(options.fabrics, 'Plush Velvet');
const leather = () => pick(options.fabrics, 'Faux Leather');

async function put(product: AdminProduct, changes: object) {
  const res = await call('PUT', `/api/admin/products/${product.id}`, {
    ...editable(product),
    ...changes,
  });
  return res;
}

interface Detail {
  product: {
    lead_time: { min_days: number; max_days: number; label: string } | null;
    Fabrics: Array<{
      id: number;
      lead_time: { min_days: number; max_days: number; label: string } | null;
    }>;
  };
}

describe('lead times in the console', () => {
  it('are set with the product and per fabric, read back, shown on the storefront and audited', async () => {
    const product = await create({
      fabricIds: [velvet().id, leather().id],
      lead_time_min_days: 5,
      lead_time_max_days: 10,
      fabric_lead_times: [
        { fabricId: leather().id, lead_time_min_days: 15, lead_time_max_days: 25 },
      ],
    });
    expect(product).toMatchObject({
      lead_time_min_days: 5,
      lead_time_max_days: 10,
      fabric_lead_times: [
        { fabricId: leather().id, lead_time_min_days: 15, lead_time_max_days: 25 },
      ],
    });
    const read = (await call('GET', `/api/admin/products/${product.id}`)).json<{
      product: AdminProduct;
    }>().product;
    expect(read.lead_time_min_days).toBe(5);
    expect(read.fabric_lead_times).toEqual(product.fabric_lead_times);

    const page = (await storefront(undefined, product.id)).json<Detail>();
    expect(page.product.lead_time).toEqual({
      min_days: 5,
      max_days: 10,
      label: 'Made to order: ready in 5–10 working days',
    });
    const fabricLead = (id: number) => page.product.Fabrics.find((f) => f.id === id)!.lead_time;
    expect(fabricLead(leather().id)).toEqual({
      min_days: 15,
      max_days: 25,
      label: 'Made to order: ready in 15–25 working days',
    });
    expect(fabricLead(velvet().id)).toBeNull();

    // A product without its own: null, as before.
    const plain = await create();
    expect((await storefront(undefined, plain.id)).json<Detail>().product.lead_time).toBeNull();

    const saved = await put(product, { lead_time_min_days: 3, lead_time_max_days: 3 });
    expect(saved.statusCode, saved.body).toBe(200);
    const audit = await call('GET', `/api/admin/audit?entityType=product&entityId=${product.id}`);
    expect(audit.json()).toMatchObject({
      entries: [
        {
          action: 'updated',
          before: { lead_time_min_days: 5, lead_time_max_days: 10 },
          after: { lead_time_min_days: 3, lead_time_max_days: 3 },
        },
        {
          action: 'created',
          after: {
            lead_time_min_days: 5,
            fabric_lead_times: [{ fabricId: leather().id, lead_time_min_days: 15 }],
          },
        },
      ],
    });
    await expect
      .poll(async () => (await storefront(undefined, product.id)).json<Detail>().product.lead_time)
      .toMatchObject({ label: 'Made to order: ready in 3 working days' });
  });

  it('are kept when a save leaves them out, cleared with null or an empty list', async () => {
    const product = await create({
      fabricIds: [velvet().id],
      lead_time_min_days: 8,
      lead_time_max_days: 12,
      fabric_lead_times: [
        { fabricId: velvet().id, lead_time_min_days: 20, lead_time_max_days: 30 },
      ],
    });
    const {
      lead_time_min_days: _min,
      lead_time_max_days: _max,
      fabric_lead_times: _fabrics,
      ...rest
    } = editable(product);
    const kept = await call('PUT', `/api/admin/products/${product.id}`, {
      ...rest,
      product_name: 'Renamed, lead times kept',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<{ product: AdminProduct }>().product).toMatchObject({
      lead_time_min_days: 8,
      lead_time_max_days: 12,
      fabric_lead_times: [
        { fabricId: velvet().id, lead_time_min_days: 20, lead_time_max_days: 30 },
      ],
    });

    const after = kept.json<{ product: AdminProduct }>().product;
    const cleared = await put(after, {
      lead_time_min_days: null,
      lead_time_max_days: null,
      fabric_lead_times: [],
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<{ product: AdminProduct }>().product).toMatchObject({
      lead_time_min_days: null,
      lead_time_max_days: null,
      fabric_lead_times: [],
    });
    await expect
      .poll(async () => (await storefront(undefined, product.id)).json<Detail>().product.lead_time)
      .toBeNull();
  });

  it('drop a fabric’s lead time with the fabric', async () => {
    const product = await create({
      fabricIds: [velvet().id, leather().id],
      fabric_lead_times: [{ fabricId: leather().id, lead_time_min_days: 1, lead_time_max_days: 2 }],
    });
    const { fabric_lead_times: _f, ...rest } = editable(product);
    const res = await call('PUT', `/api/admin/products/${product.id}`, {
      ...rest,
      fabricIds: [velvet().id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ product: AdminProduct }>().product.fabric_lead_times).toEqual([]);
  });

  it.each([
    [{ lead_time_min_days: 5 }, 'lead_time_max_days', LEAD_TIME_BOTH],
    [{ lead_time_min_days: 5, lead_time_max_days: null }, 'lead_time_max_days', LEAD_TIME_BOTH],
    [{ lead_time_max_days: 5 }, 'lead_time_min_days', LEAD_TIME_BOTH],
    [{ lead_time_min_days: 11, lead_time_max_days: 10 }, 'lead_time_min_days', LEAD_TIME_ORDER],
    [
      { lead_time_min_days: 1, lead_time_max_days: 251 },
      'lead_time_max_days',
      'The longest lead time must be at most 250 working days',
    ],
    [
      { lead_time_min_days: -1, lead_time_max_days: 5 },
      'lead_time_min_days',
      'The shortest lead time must be 0 working days or more',
    ],
    [
      { lead_time_min_days: 1.5, lead_time_max_days: 5 },
      'lead_time_min_days',
      'The shortest lead time must be a whole number of working days',
    ],
    [
      { lead_time_min_days: '3', lead_time_max_days: 5 },
      'lead_time_min_days',
      'Enter the shortest lead time as a number of working days',
    ],
  ])('refuses %j with a message under %s', async (fields, field, message) => {
    const res = await call('POST', '/api/admin/products', { ...productBody(), ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: unknown[] }>().errors).toContainEqual({ field, message });
  });

  it('refuses a fabric lead time for a fabric the product has not, twice, or out of order', async () => {
    const body = productBody({ fabricIds: [velvet().id] });
    const cases: Array<[object[], string, string]> = [
      [
        [{ fabricId: leather().id, lead_time_min_days: 1, lead_time_max_days: 2 }],
        'fabric_lead_times.0.fabricId',
        FABRIC_NOT_LINKED,
      ],
      [
        [
          { fabricId: velvet().id, lead_time_min_days: 1, lead_time_max_days: 2 },
          { fabricId: velvet().id, lead_time_min_days: 3, lead_time_max_days: 4 },
        ],
        'fabric_lead_times.1.fabricId',
        FABRIC_LEAD_TIME_TWICE,
      ],
      [
        [{ fabricId: velvet().id, lead_time_min_days: 9, lead_time_max_days: 2 }],
        'fabric_lead_times.0.lead_time_min_days',
        LEAD_TIME_ORDER,
      ],
    ];
    for (const [rows, field, message] of cases) {
      const res = await call('POST', '/api/admin/products', { ...body, fabric_lead_times: rows });
      expect(res.statusCode, JSON.stringify(rows)).toBe(400);
      expect(res.json<{ errors: unknown[] }>().errors).toContainEqual({ field, message });
    }
  });
});
