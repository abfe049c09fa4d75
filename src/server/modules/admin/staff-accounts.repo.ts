import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '#src/db/database';
import { users } from '#src/db/schema/accounts';

// The statements of `npm run admin:create` (staff-accounts.ts), run in its transaction.

/** The account with this address (given lower-cased), locked until the transaction ends. */
export async function lockUserByEmail(tx: Queryable, email: string) {
  const [row] = await tx
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .for('update');
  return row;
}

export async function updateUser(
  tx: Queryable,
  id: number,
  values: Partial<typeof users.$inferInsert>,
) {
  await tx.update(users).set(values).where(eq(users.id, id));
}

/** A new account; answers its id. */
export async function insertUser(tx: Queryable, values: typeof users.$inferInsert) {
  const [row] = await tx.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}
