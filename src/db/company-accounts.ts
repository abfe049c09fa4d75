import type { Queryable as Db } from './database';
import type { users } from './schema/accounts';
import { companies, companyMembers, companySites } from './schema/companies';

type Applicant = Pick<
  typeof users.$inferSelect,
  | 'id'
  | 'email'
  | 'fullName'
  | 'invoiceEmail'
  | 'phoneNumber'
  | 'companyName'
  | 'registeredName'
  | 'vatNumber'
  | 'officeAddress'
  | 'officeCity'
  | 'officeEirCode'
  | 'deliveryAddress'
  | 'deliveryCity'
  | 'deliveryEirCode'
  | 'createdAt'
>;

/**
 * The company an approved application creates (docs/business-rules.md "Companies"): its
 * names, VAT number and invoice email from the application, the credit limit staff
 * approved, the applicant as its owner and their delivery address (the office's when they
 * gave none) as its first site. Migration 0020 did the same for the accounts before it.
 */
export async function createCompanyFor(
  db: Db,
  applicant: Applicant,
  creditLimitCents: number,
): Promise<number> {
  const shortName = applicant.companyName || applicant.fullName.slice(0, 17);
  const [company] = await db
    .insert(companies)
    .values({
      registeredName: applicant.registeredName || applicant.companyName || applicant.fullName,
      shortName,
      vatNumber: applicant.vatNumber,
      invoiceEmail: applicant.invoiceEmail || applicant.email,
      creditLimitCents,
    })
    .returning({ id: companies.id });
  const companyId = company!.id;
  await db.insert(companyMembers).values({ userId: applicant.id, companyId, role: 'owner' });
  const address = applicant.deliveryAddress || applicant.officeAddress;
  if (address) {
    const city = applicant.deliveryAddress ? applicant.deliveryCity : applicant.officeCity;
    await db.insert(companySites).values({
      companyId,
      name: city || 'Main site',
      address,
      city,
      eircode: applicant.deliveryAddress ? applicant.deliveryEirCode : applicant.officeEirCode,
      contactName: applicant.fullName,
      contactPhone: applicant.phoneNumber,
    });
  }
  return companyId;
}
