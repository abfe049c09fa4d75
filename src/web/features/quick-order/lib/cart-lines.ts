import { CartFullError, type CartItem } from '#src/shared/domain/cart';
import type { QuickOrderReportLine } from '#src/shared/schemas/quick-order';
import { addToCart } from '#src/web/lib/cart-store';

/** A valid line of the report as the cart keeps a line (the shape the product page adds). */
export function cartItemOf(line: QuickOrderReportLine): CartItem {
  const storageType = line.storage ?? 'Non Ottoman';
  return {
    id: line.product!.id,
    product_name: line.product!.name,
    price: line.price!,
    vat: line.vat!,
    size: line.size!.name,
    sizeId: line.size!.id,
    fabric: line.fabric?.name ?? null,
    fabricId: line.fabric?.id ?? null,
    fabricColor: line.colour?.name ?? null,
    fabricColorId: line.colour?.id ?? null,
    quantity: line.quantity!,
    image: line.product!.image,
    isStorage: storageType === 'Ottoman',
    isCloudStorage: storageType === 'Cloud Storage',
    storageType,
    referenceNumber: line.reference,
    specialQuote: { text: '', fileBase64: null, fileName: null },
  };
}

/**
 * Puts the valid lines in the cart, one by one through the cart store (which announces
 * `cartUpdated`), until the cart is full. Returns the line numbers that went in.
 */
export function addValidLines(lines: readonly QuickOrderReportLine[]): {
  added: number[];
  full: boolean;
} {
  const added: number[] = [];
  for (const line of lines) {
    if (!line.ok) continue;
    try {
      addToCart(cartItemOf(line));
    } catch (error) {
      if (error instanceof CartFullError) return { added, full: true };
      throw error;
    }
    added.push(line.line);
  }
  return { added, full: false };
}
