import { CONTACT_ADDRESS, CONTACT_EMAIL, CONTACT_PHONE } from '../contact-details';
import { AshbourneMap } from './ashbourne-map';

/**
 * docs/screens.md "Enquiry forms": the intro text, the contact details and the map beside the form.
 */
export function ContactSidePanel() {
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
            <a href={`mailto:${CONTACT_EMAIL}`} className="text-walnut-700 underline">
              {CONTACT_EMAIL}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-widest text-linen-700">PHONE</dt>
          <dd className="mt-1">
            <a
              href={`tel:${CONTACT_PHONE.replace(/\s/g, '')}`}
              className="text-walnut-700 underline"
            >
              {CONTACT_PHONE}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-widest text-linen-700">ADDRESS</dt>
          <dd className="mt-1">
            <address className="not-italic">{CONTACT_ADDRESS}</address>
          </dd>
        </div>
      </dl>
      <AshbourneMap />
    </aside>
  );
}
