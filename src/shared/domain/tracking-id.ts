// No 0/O or 1/I/L: tracking IDs are read out over the phone.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A random, unguessable tracking ID such as `TRK-7H3KQ9ZP2M`. */
export function newTrackingId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `TRK-${id}`;
}
