import { useCallback, useEffect, useRef, useState } from 'react';

/** Storefront §9: error and field messages disappear after 3 seconds (some after 4). */
export const MESSAGE_LIFETIME_MS = 3000;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * Field errors that each vanish `lifetime` ms (3 s) after they appear, or as soon as
 * their field is edited (`clear`).
 */
export function useTimedErrors<K extends string>(lifetime = MESSAGE_LIFETIME_MS) {
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const timers = useRef(new Map<K, ReturnType<typeof setTimeout>>());

  const clear = useCallback((field: K) => {
    clearTimeout(timers.current.get(field));
    timers.current.delete(field);
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  const show = useCallback(
    (next: FieldErrors<K>) => {
      for (const [field, message] of Object.entries(next) as Array<[K, string | undefined]>) {
        if (!message) continue;
        clearTimeout(timers.current.get(field));
        timers.current.set(
          field,
          setTimeout(() => clear(field), lifetime),
        );
      }
      setErrors((current) => ({ ...current, ...next }));
    },
    [clear, lifetime],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  return { errors, show, clear };
}

/** One message (a failed submission) shown for `lifetime` ms (3 s). */
export function useTimedMessage(lifetime = MESSAGE_LIFETIME_MS) {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(''), lifetime);
    },
    [lifetime],
  );

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setMessage('');
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { message, show, hide };
}
