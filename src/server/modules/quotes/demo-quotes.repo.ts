import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable as Db } from '#src/db/database';
import { users } from '#src/db/schema/accounts';
import { fabricColors, fabrics, products, sizes } from '#src/db/schema/catalog';
import { companyMembers } from '#src/db/schema/companies';
import { quotes } from '#src/db/schema/quotes';

// The demo quotes' look-ups (docs/business-rules.md "The demo shop").

/** Whether the company has any quote: the demo quotes are seeded once. */
export async function companyHasQuotes(db: Db, companyId: number) {
  const [found] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(eq(quotes.companyId, companyId))
    .limit(1);
  return found !== undefined;
}

/** A member of the company by email, with the role it has there. */
export async function memberOf(db: Db, companyId: number, email: string) {
  const [member] = await db
    .select({ userId: users.id, role: companyMembers.role })
    .from(users)
    .innerJoin(companyMembers, eq(companyMembers.userId, users.id))
    .where(and(eq(users.email, email), eq(companyMembers.companyId, companyId)));
  return member;
}

/** Products by SKU, sizes by name, and fabric colours as "Fabric/Colour", as ids. */
export async function catalogueIds(db: Db, skus: string[]) {
  const productRows = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(inArray(products.sku, skus));
  const sizeRows = await db.select({ id: sizes.id, name: sizes.size }).from(sizes);
  const colourRows = await db
    .select({
      fabricId: fabrics.id,
      colourId: fabricColors.id,
      fabric: fabrics.fabricName,
      colour: fabricColors.colorName,
    })
    .from(fabricColors)
    .innerJoin(fabrics, eq(fabrics.id, fabricColors.fabricId));
  return {
    products: new Map(productRows.map((p) => [p.sku, p.id])),
    sizes: new Map(sizeRows.map((s) => [s.name, s.id])),
    colours: new Map(
      colourRows.map((c) => [
        `${c.fabric}/${c.colour}`,
        { fabricId: c.fabricId, fabricColorId: c.colourId },
      ]),
    ),
  };
}
