import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_IDENTITY } from '#src/shared/site/shop-identity';
import { loadConfig } from './config';

// The shop's identity is configuration (docs/runtime-contract.md "Shop identity").
describe('shop identity in the configuration', () => {
  it("takes the shop's own details from SHOP_* and the inbox from SHOP_INBOX_EMAIL", () => {
    const { shopIdentity } = loadConfig({
      SHOP_LEGAL_NAME: ' Ó Briain Beds Limited ',
      SHOP_COMPANY_NUMBER: '654321',
      SHOP_REGISTERED_OFFICE: '1 Main Street, Navan, Co Meath, C15 AB12',
      SHOP_VAT_NUMBER: 'IE6543210T',
      SHOP_PHONE: '+353 46 900 0000',
      SHOP_ADDRESS: 'Navan, Co Meath',
      SHOP_INBOX_EMAIL: 'orders@obriain.example',
    });
    expect(shopIdentity).toEqual({
      legalName: 'Ó Briain Beds Limited',
      companyNumber: '654321',
      registeredOffice: '1 Main Street, Navan, Co Meath, C15 AB12',
      vatNumber: 'IE6543210T',
      email: 'orders@obriain.example',
      phone: '+353 46 900 0000',
      address: 'Navan, Co Meath',
    });
  });

  it("defaults to the shop's placeholders, never a buyer's address", () => {
    const { shopIdentity } = loadConfig({});
    expect(shopIdentity).toEqual(DEFAULT_SHOP_IDENTITY);
    expect(JSON.stringify(shopIdentity)).not.toContain('trade@example.com');
  });

  it('refuses a blank legal name or VAT number', () => {
    expect(() => loadConfig({ SHOP_LEGAL_NAME: '  ' })).toThrow(/SHOP_LEGAL_NAME/);
    expect(() => loadConfig({ SHOP_VAT_NUMBER: '' })).toThrow(/SHOP_VAT_NUMBER/);
  });
});
