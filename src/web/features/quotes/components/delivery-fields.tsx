import { SITE_TEXT_MAX } from '#src/shared/schemas/quotes';
import { FormField, inputClassName } from '#src/web/components/ui/form-field';
import type { CompanySite } from '#src/web/lib/company';
import type { SiteChoice } from '../lib/request-lines';

export const OTHER_ADDRESS = 'Another address';

/** The delivery window wanted: the first day and the last, both optional. */
export function DeliveryWindowFields({
  id,
  from,
  to,
  errors,
  onChange,
}: {
  id: string;
  from: string;
  to: string;
  errors: Record<string, string>;
  onChange: (change: { deliveryFrom?: string; deliveryTo?: string }) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-linen-900">
        Wanted delivery window (optional)
      </legend>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-from`} label="From" error={errors.delivery_from}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={from}
              onChange={(event) => {
                onChange({ deliveryFrom: event.target.value });
              }}
              className={inputClassName}
            />
          )}
        </FormField>
        <FormField id={`${id}-to`} label="To" error={errors.delivery_to}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={to}
              min={from || undefined}
              onChange={(event) => {
                onChange({ deliveryTo: event.target.value });
              }}
              className={inputClassName}
            />
          )}
        </FormField>
      </div>
    </fieldset>
  );
}

const siteText = (site: CompanySite) =>
  `${site.name}: ${[site.address, site.city, site.eircode].filter(Boolean).join(', ')}`;

/** Where it goes: one of the company's delivery sites, or an address typed. */
export function SiteFields({
  id,
  sites,
  site,
  address,
  errors,
  onChange,
}: {
  id: string;
  sites: readonly CompanySite[];
  site: SiteChoice;
  address: string;
  errors: Record<string, string>;
  onChange: (change: { site?: SiteChoice; siteAddress?: string }) => void;
}) {
  const typed = site === 'other' || sites.length === 0;
  return (
    <div className="space-y-3">
      {sites.length > 0 && (
        <FormField id={`${id}-site`} label="Delivery site" error={errors.site_id}>
          {(control) => (
            <select
              {...control}
              value={String(site)}
              onChange={(event) => {
                const value = event.target.value;
                onChange({ site: value === 'other' ? 'other' : Number(value) });
              }}
              className={inputClassName}
            >
              {sites.map((option) => (
                <option key={option.id} value={option.id}>
                  {siteText(option)}
                </option>
              ))}
              <option value="other">{OTHER_ADDRESS}</option>
            </select>
          )}
        </FormField>
      )}
      {typed && (
        <FormField id={`${id}-address`} label="Site address" error={errors.site_address}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={SITE_TEXT_MAX}
              value={address}
              onChange={(event) => {
                onChange({ siteAddress: event.target.value });
              }}
              className={inputClassName}
            />
          )}
        </FormField>
      )}
    </div>
  );
}
