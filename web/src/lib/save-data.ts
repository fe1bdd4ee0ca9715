import { createContext, useContext } from 'react';

/**
 * Whether the visitor asked to save data (the Save-Data hint): nothing is fetched ahead for them.
 * The server renders with the request's `Save-Data: on` header, the browser with its own setting,
 * which is the same one, so the page the app takes over reads alike.
 */
export const SaveDataContext = createContext(false);

/** The browser's Save-Data setting (Chromium's `navigator.connection.saveData`); false where there is no browser or no such setting. */
export function browserSavesData(): boolean {
  if (typeof navigator === 'undefined') return false;
  return Boolean((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData);
}

export function useSaveData(): boolean {
  return useContext(SaveDataContext);
}
