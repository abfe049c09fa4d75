import { defaultCountries, guessCountryByPartialPhoneNumber } from 'react-international-phone';
import { PHONE_DEFAULT_COUNTRY } from '../../../components/ui/phone-field';

/**
 * The ISO2 country ("IE") of an E.164 number from the phone field, sent as `country`.
 * The field reports only the number, so the country is read back from its dial code.
 */
export function countryOfPhone(phone: string): string | undefined {
  if (!phone.startsWith('+')) return undefined;
  const { country } = guessCountryByPartialPhoneNumber({
    phone,
    countries: defaultCountries,
    currentCountryIso2: PHONE_DEFAULT_COUNTRY,
  });
  return country?.iso2.toUpperCase();
}
