import { useEffect, useState } from 'react';

// docs/screens.md "Timings": hero typing speed.
export const CHAR_DELAY_MS = 100;
export const LINE_PAUSE_MS = 200;

/**
 * Types `lines` one character at a time, one line after the other. With `skip` (or
 * once finished) every line is returned whole. `lines` must keep its identity.
 */
export function useTypewriter(lines: readonly string[], { skip }: { skip: boolean }) {
  const [position, setPosition] = useState({ line: 0, chars: 0 });
  const done = skip || position.line >= lines.length;

  useEffect(() => {
    if (done) return;
    const lineLength = lines[position.line]?.length ?? 0;
    const lineFinished = position.chars >= lineLength;
    const timer = setTimeout(
      () =>
        setPosition((p) =>
          lineFinished ? { line: p.line + 1, chars: 0 } : { line: p.line, chars: p.chars + 1 },
        ),
      lineFinished ? LINE_PAUSE_MS : CHAR_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [done, position, lines]);

  if (done) return { done, typed: lines, current: -1 };
  return {
    done,
    typed: [
      ...lines.slice(0, position.line),
      (lines[position.line] ?? '').slice(0, position.chars),
    ],
    current: position.line,
  };
}
