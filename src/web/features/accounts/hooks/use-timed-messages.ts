import { useCallback, useEffect, useRef, useState } from 'react';

/** Accounts §9: the update-password and reset messages clear after 4 s. */
export const PASSWORD_MESSAGES_LIFETIME_MS = 4000;

/** A list of messages shown together for `lifetime` ms. */
export function useTimedMessages(lifetime = PASSWORD_MESSAGES_LIFETIME_MS) {
  const [messages, setMessages] = useState<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const show = useCallback(
    (next: string[]) => {
      clearTimeout(timer.current);
      setMessages(next);
      timer.current = setTimeout(() => setMessages([]), lifetime);
    },
    [lifetime],
  );

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setMessages([]);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { messages, show, hide };
}
