import { shopIdentity } from '#src/web/lib/shop-identity';
import { ShopLegalIdentity } from '#src/web/components/shop-legal-identity';
import { AshbourneMap } from './ashbourne-map';

/**
 * docs/screens.md "Enquiry forms": the intro text, the contact details and the map beside the form.
 */
export function ContactSidePanel() {
  const shop = shopIdentity();
  return (
    <aside aria-labelledby="contact-details" className="grid content-start gap-6">
      <h2 id="contact-details" className="text-2xl">
        Contact details
      </h2>
      <p className="-mt-4 text-linen-800">
        We are here to help! Feel free to contact us with any queries.
      </p>
      <dl className="grid gap-4">
        <div>
          <dt className="text-xs font-semibold tracking-widest text-linen-700">EMAIL</dt>
          <dd className="mt-1">
            <a href={`mailto:${shop.email}`} className="text-walnut-700 underline">
              {shop.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-widest text-linen-700">PHONE</dt>
          <dd className="mt-1">
            <a href={`tel:${shop.phone.replace(/\s/g, '')}`} className="text-walnut-700 underline">
              {shop.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-widest text-linen-700">ADDRESS</dt>
          <dd className="mt-1">
            <address className="not-italic">{shop.address}</address>
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-widest text-linen-700">COMPANY</dt>
          <dd className="mt-1 text-sm text-linen-800">
            <ShopLegalIdentity shop={shop} />
          </dd>
        </div>
      </dl>
      <AshbourneMap />
    </aside>
  );
}
