import type { ShopIdentity } from '#src/shared/site/shop-identity';

/**
 * The shop's legal identity as Irish company law asks it on the site: registered name,
 * number and office, and its VAT number (configuration, web/lib/shop-identity).
 */
export function ShopLegalIdentity({ shop }: { shop: ShopIdentity }) {
  return (
    <>
      {shop.legalName}, registered in Ireland, company number {shop.companyNumber}. Registered
      office: {shop.registeredOffice}. VAT number {shop.vatNumber}.
    </>
  );
}
