import { useEffect, useState } from 'react';

const DEBOUNCE_MS = 300;

/** A value once it has stopped changing for a moment: typed words ask the server once per pause, not per key. */
export function useSettled<T>(value: T, delayMs = DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
