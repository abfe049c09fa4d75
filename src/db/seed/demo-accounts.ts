import { createCompanyFor } from '../company-accounts';
import type { Database } from '../database';
import { users } from '../schema/accounts';
import { companyMembers } from '../schema/companies';

/** The demo accounts (docs/business-rules.md "The demo shop"). */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'Admin#2026pass' },
  trade: { email: 'trade@example.com', password: 'Trade#2026pass' },
  pending: { email: 'pending@example.com', password: 'Pending#2026pass' },
  buyer: { email: 'buyer@example.com', password: 'Buyer#2026pass' },
} as const;

const company = {
  country: 'IE',
  officeAddress: 'Unit 4, Ashbourne Business Park',
  officeCity: 'Ashbourne',
  officeEirCode: 'A84 X2Y3',
  deliveryAddress: 'Unit 4, Ashbourne Business Park',
  deliveryCity: 'Ashbourne',
  deliveryEirCode: 'A84 X2Y3',
};

/** The shop's password hasher: the seed stores what sign-in will verify. */
export type HashPassword = (password: string) => Promise<string>;

export async function seedDemoAccounts(
  db: Database,
  hashPassword: HashPassword,
): Promise<{ tradeUserId: number }> {
  const [admin, trade, pending, buyer] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.admin.password),
    hashPassword(DEMO_ACCOUNTS.trade.password),
    hashPassword(DEMO_ACCOUNTS.pending.password),
    hashPassword(DEMO_ACCOUNTS.buyer.password),
  ]);
  const rows = await db
    .insert(users)
    .values([
      {
        ...company,
        email: DEMO_ACCOUNTS.admin.email,
        fullName: 'Aoife Byrne',
        invoiceEmail: DEMO_ACCOUNTS.admin.email,
        phoneNumber: '+35315550100',
        companyName: 'Shop staff',
        passwordHash: admin,
        role: 'admin',
        status: 'approved',
      },
      {
        ...company,
        email: DEMO_ACCOUNTS.trade.email,
        fullName: 'Declan Murphy',
        invoiceEmail: 'accounts@example.com',
        phoneNumber: '+353875550123',
        companyName: 'Murphy Hotels',
        registeredName: 'Murphy Hotels Group Ltd',
        vatNumber: 'IE1234567T',
        officeCity: 'Dublin',
        passwordHash: trade,
        role: 'trade',
        status: 'approved',
      },
      {
        ...company,
        email: DEMO_ACCOUNTS.buyer.email,
        fullName: 'Niamh Ó Briain',
        invoiceEmail: 'accounts@example.com',
        phoneNumber: '+353875550199',
        companyName: 'Murphy Hotels',
        officeCity: 'Dublin',
        passwordHash: buyer,
        role: 'trade',
        status: 'approved',
      },
      {
        ...company,
        email: DEMO_ACCOUNTS.pending.email,
        fullName: 'Siobhan Kelly',
        invoiceEmail: DEMO_ACCOUNTS.pending.email,
        phoneNumber: '+353865550456',
        companyName: 'Kelly Hostels',
        officeCity: 'Galway',
        passwordHash: pending,
        role: 'trade',
        status: 'pending',
      },
    ])
    .returning();
  const byEmail = (email: string) => rows.find((r) => r.email === email)!;
  // The demo company: the trade account owns it (credit limit EUR 50,000); the buyer
  // orders for it within EUR 2,000 an order (docs/business-rules.md "The demo shop").
  const owner = byEmail(DEMO_ACCOUNTS.trade.email);
  const companyId = await createCompanyFor(db, owner, 5_000_000);
  await db.insert(companyMembers).values({
    userId: byEmail(DEMO_ACCOUNTS.buyer.email).id,
    companyId,
    role: 'buyer',
    spendingLimitCents: 200_000,
  });
  return { tradeUserId: owner.id };
}
