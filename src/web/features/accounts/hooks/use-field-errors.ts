import { useCallback, useState } from 'react';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Field messages shown until the field is edited (`clear`) or the form is sent again. */
export function useFieldErrors<K extends string>() {
  const [errors, setErrors] = useState<FieldErrors<K>>({});

  const clear = useCallback((field: K) => {
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  const show = useCallback((next: FieldErrors<K>) => setErrors(next), []);

  return { errors, show, clear };
}
