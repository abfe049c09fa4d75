import { useCallback, useState } from 'react';

/** The profile fields of the sign-up and My Account forms (updateProfileSchema). */
export type ProfileValues = {
  full_name: string;
  company_name: string;
  phone_number: string;
  /** The account's country ("IE"): a national phone number is read for it. */
  country: string;
  office_address: string;
  office_city: string;
  office_eir_code: string;
  delivery_address: string;
  delivery_city: string;
  delivery_eir_code: string;
  subscribe: boolean;
};

export type ProfileTextField = Exclude<keyof ProfileValues, 'subscribe'>;

export const DELIVERY_FIELDS = ['delivery_address', 'delivery_city', 'delivery_eir_code'] as const;

export const EMPTY_PROFILE: ProfileValues = {
  full_name: '',
  company_name: '',
  phone_number: '',
  country: 'IE',
  office_address: '',
  office_city: '',
  office_eir_code: '',
  delivery_address: '',
  delivery_city: '',
  delivery_eir_code: '',
  subscribe: false,
};

const withOfficeAsDelivery = <T extends ProfileValues>(values: T): T => ({
  ...values,
  delivery_address: values.office_address,
  delivery_city: values.office_city,
  delivery_eir_code: values.office_eir_code,
});

/**
 * Profile values with "Same as Office Address" (docs/screens.md "Account screens"): while ticked,
 * the delivery fields follow the office fields; unticked, they keep the copy and can be edited.
 */
export function useProfileValues<T extends ProfileValues>(initial: T) {
  const [stored, setStored] = useState<T>(initial);
  const [sameAsOffice, setSameAsOfficeState] = useState(false);

  const set = useCallback(<K extends keyof T>(field: K, value: T[K]) => {
    setStored((current) => ({ ...current, [field]: value }));
  }, []);

  const setSameAsOffice = useCallback((checked: boolean) => {
    if (!checked) setStored((current) => withOfficeAsDelivery(current));
    setSameAsOfficeState(checked);
  }, []);

  const values = sameAsOffice ? withOfficeAsDelivery(stored) : stored;
  return { values, set, sameAsOffice, setSameAsOffice };
}
