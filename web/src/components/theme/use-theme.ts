import { useCallback, useSyncExternalStore } from 'react';
import { applyTheme, readStoredTheme, type Theme } from './theme-storage';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Keep tabs in step when the theme changes in another tab.
  const onStorage = (event: StorageEvent) => {
    if (event.key === 'theme') {
      applyTheme(readStoredTheme());
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function getSnapshot(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/** Current theme (from the class on <html>) and a setter that stores it. */
export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, getSnapshot, () => 'light' as const);
  const setTheme = useCallback((next: Theme) => {
    applyTheme(next);
    listeners.forEach((listener) => listener());
  }, []);
  const toggleTheme = useCallback(() => setTheme(getSnapshot() === 'dark' ? 'light' : 'dark'), [setTheme]);
  return { theme, setTheme, toggleTheme };
}
