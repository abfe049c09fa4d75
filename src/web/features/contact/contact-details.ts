// The shop's public contact details (docs/screens.md "Enquiry forms"). The email and phone number
// are placeholders until the business supplies its own. The email is the shop's sales inbox
// (SHOP_INBOX_EMAIL's default), never a buyer's: trade@example.com is the demo trade buyer.
export const CONTACT_EMAIL = 'sales@example.com';
export const CONTACT_PHONE = '+353 1 555 0100';
export const CONTACT_ADDRESS = 'Ashbourne, Co Meath, Ireland';

export const ASHBOURNE = { lat: 53.5111, lon: -6.3981 };
export const OPENSTREETMAP_URL = `https://www.openstreetmap.org/?mlat=${ASHBOURNE.lat}&mlon=${ASHBOURNE.lon}#map=14/${ASHBOURNE.lat}/${ASHBOURNE.lon}`;
