// The shop's public contact details (docs/screens.md "Enquiry forms") come from configuration
// (web/lib/shop-identity): the sales inbox (SHOP_INBOX_EMAIL), SHOP_PHONE and SHOP_ADDRESS,
// never a buyer's.

export const ASHBOURNE = { lat: 53.5111, lon: -6.3981 };
export const OPENSTREETMAP_URL = `https://www.openstreetmap.org/?mlat=${ASHBOURNE.lat}&mlon=${ASHBOURNE.lon}#map=14/${ASHBOURNE.lat}/${ASHBOURNE.lon}`;
