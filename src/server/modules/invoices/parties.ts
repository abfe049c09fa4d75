import type { Config } from '../../config';
import type { Buyer, Seller } from './document-types';

/** The shop as its documents name it, from configuration (docs/runtime-contract.md). */
export function sellerOf(config: Pick<Config, 'shopIdentity' | 'bankAccount'>): Seller {
  const shop = config.shopIdentity;
  return {
    legalName: shop.legalName,
    address: shop.registeredOffice.split(/,\s*/).filter(Boolean),
    vatNumber: shop.vatNumber,
    companyNumber: shop.companyNumber,
    email: shop.email,
    phone: shop.phone,
    iban: config.bankAccount.iban,
    bic: config.bankAccount.bic,
  };
}

/** The company as its documents name it: its registered name and its owner's office. */
export function buyerOf(company: {
  registeredName: string;
  vatNumber: string | null;
  invoiceEmail: string;
  officeAddress: string | null;
  officeCity: string | null;
  officeEirCode: string | null;
}): Buyer {
  return {
    name: company.registeredName,
    address: [company.officeAddress, company.officeCity, company.officeEirCode].filter(
      (part): part is string => Boolean(part?.trim()),
    ),
    vatNumber: company.vatNumber,
    invoiceEmail: company.invoiceEmail,
  };
}
