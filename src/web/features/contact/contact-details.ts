// The shop's public contact details (docs/screens.md "Enquiry forms"). The email and phone number
// are placeholders until the business supplies its own.
export const CONTACT_EMAIL = 'trade@example.com';
export const CONTACT_PHONE = '+353 1 555 0100';
export const CONTACT_ADDRESS = 'Ashbourne, Co Meath, Ireland';

export const ASHBOURNE = { lat: 53.5111, lon: -6.3981 };
export const OPENSTREETMAP_URL = `https://www.openstreetmap.org/?mlat=${ASHBOURNE.lat}&mlon=${ASHBOURNE.lon}#map=14/${ASHBOURNE.lat}/${ASHBOURNE.lon}`;
