import { useCallback, useEffect, useRef, useState } from 'react';

/** docs/screens.md "Timings": error and field messages disappear after 3 seconds (some after 4). */
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

/** A value shown for `lifetime` ms, then back to `empty`. */
function useTimedValue<T>(empty: T, lifetime: number) {
  const [value, setValue] = useState<T>(empty);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const show = useCallback(
    (next: T) => {
      clearTimeout(timer.current);
      setValue(next);
      timer.current = setTimeout(() => setValue(empty), lifetime);
    },
    [empty, lifetime],
  );

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setValue(empty);
  }, [empty]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { value, show, hide };
}

/** One message (a failed submission) shown for `lifetime` ms (3 s). */
export function useTimedMessage(lifetime = MESSAGE_LIFETIME_MS) {
  const { value, show, hide } = useTimedValue('', lifetime);
  return { message: value, show, hide };
}

/** docs/screens.md "Timings": the update-password and reset messages clear after 4 s. */
export const PASSWORD_MESSAGES_LIFETIME_MS = 4000;
const NO_MESSAGES: string[] = [];

/** A list of messages shown together for `lifetime` ms (4 s). */
export function useTimedMessages(lifetime = PASSWORD_MESSAGES_LIFETIME_MS) {
  const { value, show, hide } = useTimedValue(NO_MESSAGES, lifetime);
  return { messages: value, show, hide };
}

/**
 * Field messages that stay until their field is edited (`clear`) or the form is sent
 * again (`show` replaces them all).
 */
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

  const show = useCallback((next: FieldErrors<K>) => {
    setErrors(next);
  }, []);

  return { errors, show, clear };
}
