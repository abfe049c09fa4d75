import { vi } from 'vitest';

/**
 * Makes `window.localStorage` or `window.sessionStorage` refuse every write, as a full or
 * blocked one does; reads and removals still reach the real one. The getter of `window`
 * is replaced, which `vi.restoreAllMocks()` undoes cleanly; a spy on happy-dom's storage
 * object itself can outlive it (its proxy keeps the replaced method).
 */
export function refuseStorage(name: 'localStorage' | 'sessionStorage') {
  const real = window[name];
  const refusing: Storage = {
    get length() {
      return real.length;
    },
    key: (index) => real.key(index),
    getItem: (key) => real.getItem(key),
    removeItem: (key) => {
      real.removeItem(key);
    },
    clear: () => {
      real.clear();
    },
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
  };
  vi.spyOn(window, name, 'get').mockReturnValue(refusing);
}
