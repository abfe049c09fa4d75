// The answers' shapes come from the shared schemas (types only: no Zod in the bundle).
export type {
  AdminProduct,
  AdminProductList,
  AdminProductRow,
  AdminVariation,
  ProductBody,
  ProductFormOptions,
  ProductImage,
  VariationRow,
} from '#src/shared/schemas/admin-products';
export type { AdminProductSort, ProductStatus } from '#src/shared/domain/admin-products';
