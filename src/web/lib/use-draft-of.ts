import { useState } from 'react';

/**
 * A search box's text: it starts as the address's value and follows it when the address
 * changes (Back, Forward, a link), while what is typed stays until then.
 */
export function useDraftOf(fromAddress: string) {
  const [draft, setDraft] = useState(fromAddress);
  const [seen, setSeen] = useState(fromAddress);
  if (seen !== fromAddress) {
    setSeen(fromAddress);
    setDraft(fromAddress);
  }
  return [draft, setDraft] as const;
}
