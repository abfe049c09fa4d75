import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import { asBearer, asCookie, signIn, type Session } from '#test/customers';
import { formData } from '#test/multipart';
import { createTestApp, type TestApp } from '#test/test-app';
import { DEMO_ACCOUNTS } from '#src/db/seed/demo-accounts';
import type {
  AdminProduct,
  ProductBody,
  ProductFormOptions,
} from '#src/shared/schemas/admin-products';

/**
 * What the staff products route tests share, for one test file: the app on a freshly
 * seeded database of the file's own (opened before its tests, closed after them), a staff
 * session, the product form's options, product bodies with SKUs of their own, pictures,
 * and calls to the console's and the storefront's product API. Call it once, at the top
 * of the file.
 */
export function setUpAdminProductsTestApp() {
  let t: TestApp;
  let staff: Session;
  let options: ProductFormOptions;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await signIn(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    options = (await call('GET', '/api/admin/products/form-options')).json<ProductFormOptions>();
  });
  afterAll(() => t.close());

  function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
    return t.app.inject({
      method,
      url,
      headers: asBearer(staff),
      ...(payload ? { payload } : {}),
    });
  }

  const pick = <T extends { name: string }>(list: T[], name: string) =>
    list.find((x) => x.name === name)!;

  let skuCounter = 0;
  function productBody(overrides: Partial<ProductBody> = {}): ProductBody {
    return {
      product_name: 'Harbour Footstool',
      sku: `ADM-TST-${++skuCounter}`,
      description: '<p>Solid <strong>oak</strong> legs.</p>',
      special_instructions: 'Allow 2 weeks.',
      price_euro: 99.5,
      stock: -1,
      status: 'available',
      categoryIds: [pick(options.categories, 'Footstools').id],
      sizeIds: [],
      fabricIds: [],
      ...overrides,
    };
  }

  async function create(overrides: Partial<ProductBody> = {}) {
    const response = await call('POST', '/api/admin/products', productBody(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ product: AdminProduct }>().product;
  }

  /** A product as the editor sends it back: its fields without what the server keeps. */
  const editable = (product: AdminProduct) => {
    const {
      id: _id,
      images: _i,
      variations: _v,
      createdAt: _c,
      updatedAt: _u,
      ...fields
    } = product;
    return fields;
  };

  const png = (width = 1600, height = 900) =>
    sharp({ create: { width, height, channels: 3, background: '#8a5a3c' } })
      .png()
      .toBuffer();

  async function upload(
    productId: number,
    files: Array<{ name: string; bytes: Buffer; type?: string }>,
  ) {
    const { payload, headers } = await formData(
      {},
      files.map((f) => ({ ...f, field: 'images', type: f.type ?? 'image/png' })),
    );
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${productId}/images`,
      payload,
      headers: { ...headers, ...asCookie(staff) },
    });
  }

  const storefront = (session: Session | undefined, id: number) =>
    t.app.inject({
      method: 'GET',
      url: `/api/product/${id}`,
      ...(session ? { headers: asBearer(session) } : {}),
    });

  return {
    testApp: () => t,
    staff: () => staff,
    options: () => options,
    call,
    pick,
    productBody,
    create,
    editable,
    png,
    upload,
    storefront,
  };
}
