import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { formatPhone } from '#src/shared/domain/phone';
import { siteBody, type SiteInput } from '#src/shared/schemas/companies';
import { FormField, TextField } from '#src/web/components/ui/form-field';
import {
  firstIssueMessages,
  serverFieldErrors,
  serverMessage,
  type FieldMessages,
} from '#src/web/lib/form-errors';
import { toastSuccess } from '#src/web/lib/toast';
import type { FormSave } from './form-save';
import { FormFooter, selectClassName } from './form-parts';

export const SITE_SAVE_FAILED = 'The site could not be saved. Please try again.';

const EMPTY_SITE: SiteInput = {
  name: '',
  address: '',
  city: '',
  eircode: '',
  contact_name: '',
  contact_phone: '',
  delivery_notes: '',
};
const SITE_FIELDS = Object.keys(EMPTY_SITE) as Array<keyof SiteInput>;

/**
 * The site's own fields: its id and the like are no part of the (strict) body. Its phone
 * as people write it (+353 87 555 0123), not as it is stored.
 */
const fieldsOf = (site: SiteInput): SiteInput => {
  const fields = { ...EMPTY_SITE };
  for (const name of SITE_FIELDS) fields[name] = site[name];
  return { ...fields, contact_phone: formatPhone(fields.contact_phone) };
};

/**
 * A delivery site, new or changed, by the rules the server applies (`siteBody`): the
 * owner's screen and the console's company page. A refused save keeps what was typed.
 */
export function SiteForm({
  site,
  save,
  onDone,
}: {
  /** The site to change; none: a new one. */
  site?: SiteInput;
  save: FormSave<SiteInput>;
  onDone: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState<SiteInput>(() => (site ? fieldsOf(site) : EMPTY_SITE));
  const [errors, setErrors] = useState<FieldMessages>({});
  const fromServer = serverFieldErrors(save.error);
  const shown = { ...fromServer, ...errors };
  const field = (name: keyof SiteInput, label: string, required = true): ReactNode => (
    <TextField
      id={`${id}-${name}`}
      label={label}
      required={required}
      autoComplete="off"
      value={values[name]}
      onValueChange={(value) => {
        setValues((current) => ({ ...current, [name]: value }));
        setErrors({});
      }}
      error={shown[name]}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = siteBody.safeParse(values);
    if (!parsed.success) {
      setErrors(firstIssueMessages(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => {
        toastSuccess(site ? `${parsed.data.name} saved` : `${parsed.data.name} added`);
        onDone();
      },
    });
  };
  const refused =
    save.isError && !SITE_FIELDS.some((name) => fromServer[name])
      ? (serverMessage(save.error) ?? SITE_SAVE_FAILED)
      : undefined;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={site ? `Change ${site.name}` : 'New delivery site'}
      className="mt-3 grid gap-x-4 gap-y-1 rounded-lg border border-linen-200 bg-linen-50 p-4 sm:grid-cols-2"
    >
      {field('name', 'Site name')}
      {field('address', 'Address')}
      {field('city', 'City')}
      {field('eircode', 'Eircode')}
      {field('contact_name', 'Contact name', false)}
      {field('contact_phone', 'Contact phone', false)}
      <div className="sm:col-span-2">
        <FormField
          id={`${id}-delivery_notes`}
          label="Delivery notes (access hours, largest vehicle, lift…)"
          error={shown.delivery_notes}
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              className={selectClassName}
              value={values.delivery_notes}
              onChange={(event) => {
                const value = event.target.value;
                setValues((current) => ({ ...current, delivery_notes: value }));
              }}
            />
          )}
        </FormField>
      </div>
      <FormFooter
        refused={refused}
        busy={save.isPending}
        submitLabel={site ? 'Save site' : 'Add site'}
        busyLabel="Saving…"
        onCancel={onDone}
        span="sm:col-span-2"
      />
    </form>
  );
}
