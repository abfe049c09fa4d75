/**
 * Who the shop is, as its contact page and footer say (docs/runtime-contract.md "Shop
 * identity"): set by configuration (SHOP_* variables), put in every storefront page by the
 * server, read by the browser. The defaults are the shop's own placeholders until the
 * business supplies its details; never a buyer's.
 */
export interface ShopIdentity {
  /** The registered company name. */
  legalName: string;
  /** The Companies Registration Office number. */
  companyNumber: string;
  registeredOffice: string;
  vatNumber: string;
  /** The shop's sales inbox (SHOP_INBOX_EMAIL). */
  email: string;
  phone: string;
  /** Where buyers find the showroom and factory. */
  address: string;
}

export const DEFAULT_SHOP_IDENTITY: ShopIdentity = {
  legalName: 'Trade Beds & Furniture Limited',
  companyNumber: '000000',
  registeredOffice: 'Unit 1, Ashbourne Business Park, Ashbourne, Co Meath, A84 0000, Ireland',
  vatNumber: 'IE0000000X',
  email: 'sales@example.com',
  phone: '+353 1 555 0100',
  address: 'Ashbourne, Co Meath, Ireland',
};

/** The id of the JSON script that carries it in the page. */
export const SHOP_IDENTITY_ID = 'shop-identity';
