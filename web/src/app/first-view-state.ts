import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/** Id of the JSON script element in which the server hands its query cache to the browser. */
export const FIRST_VIEW_STATE_ID = 'first-view-state';

/**
 * Puts the data the server rendered the page with into the browser's query cache, so the
 * hydrating page shows the same thing without asking again. False when the page was not
 * rendered on the server.
 */
export function adoptFirstViewState(client: QueryClient): boolean {
  const text = document.getElementById(FIRST_VIEW_STATE_ID)?.textContent;
  if (!text) return false;
  try {
    hydrate(client, JSON.parse(text) as DehydratedState);
    return true;
  } catch {
    return false;
  }
}
