import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../database';
import { fabricColors, fabrics, products, sizes } from '../schema/catalog';
import { savedListLines, savedLists } from '../schema/saved-lists';

/**
 * The demo buyer's saved list "Standard double room" (docs/business-rules.md "The demo
 * shop"): a double divan with ottoman storage and its mattress, a room pack to add to
 * the cart for as many rooms as a hotel has. Nothing when the demo catalogue is not
 * there (generated products).
 */
export async function seedDemoLists(db: Database, userId: number): Promise<void> {
  const found = new Map(
    (
      await db
        .select({ id: products.id, sku: products.sku })
        .from(products)
        .where(inArray(products.sku, ['BED-ASH-001', 'MAT-CPK-011']))
    ).map((p) => [p.sku, p.id]),
  );
  const [double] = await db.select().from(sizes).where(eq(sizes.size, '4ft6 Double'));
  const [colour] = await db
    .select({ fabricId: fabrics.id, colourId: fabricColors.id })
    .from(fabricColors)
    .innerJoin(fabrics, eq(fabrics.id, fabricColors.fabricId))
    .where(and(eq(fabrics.fabricName, 'Linen Weave'), eq(fabricColors.colorName, 'Natural')));
  const bed = found.get('BED-ASH-001');
  const mattress = found.get('MAT-CPK-011');
  if (!bed || !mattress || !double || !colour) return;

  const [list] = await db
    .insert(savedLists)
    .values({ userId, name: 'Standard double room' })
    .returning({ id: savedLists.id });
  await db.insert(savedListLines).values([
    {
      listId: list!.id,
      position: 1,
      productId: bed,
      sizeId: double.id,
      fabricId: colour.fabricId,
      fabricColorId: colour.colourId,
      storageType: 'Ottoman',
      quantity: 1,
    },
    { listId: list!.id, position: 2, productId: mattress, sizeId: double.id, quantity: 1 },
  ]);
}
