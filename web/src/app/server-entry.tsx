import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { dehydrate } from '@tanstack/react-query';
import { env } from '@/config/env';
import { addMessages, i18n } from '@/i18n/i18n';
import { isLanguage, type Language } from '@proto/i18n/languages';
import arabic from '@/locales/ar';
import englishAdmin from '@/locales/en/admin';
import { createQueryClient } from '@/lib/query-client';
import { fetchFirstViewData } from './first-view';
import { FIRST_VIEW_STATE_ID } from './first-view-state';
import { AppProvider } from './provider';
import { routes } from './router';

/*
 * Built by Vite as the server bundle (dist/server/server-entry.js) and loaded by the gateway:
 * the first view of public pages comes with the HTML, so a phone paints the page and its
 * picture before the app's script has arrived; the app then hydrates it.
 */

const handler = createStaticHandler(routes);
// The server has every message at hand.
addMessages('en', englishAdmin);
addMessages('ar', arabic);

export interface FirstView {
  /** For the head: preloads of the pictures the page shows at once. */
  head: string;
  /** The page's markup, for inside <div id="root">. */
  html: string;
  /** A JSON script element with the query cache the page was rendered from. */
  state: string;
}

/** What the request says of the visitor's browser. */
export interface VisitorHints {
  /** The `Save-Data: on` header: nothing is fetched ahead (the light rendition's first seconds). */
  saveData?: boolean;
}

/**
 * Renders `path` in `language` as an anonymous visitor sees it, fetching its data from `apiOrigin` (the
 * gateway itself). Null when the page is not rendered on the server or its data could not be
 * had: the browser then renders it as before.
 */
export async function renderFirstView(path: string, apiOrigin: string, language: Language = 'en', hints: VisitorHints = {}): Promise<FirstView | null> {
  if (!isLanguage(language)) return null;
  env.apiBaseUrl = apiOrigin;
  const url = new URL(path, apiOrigin);
  const client = createQueryClient();
  const data = fetchFirstViewData(client, url.pathname);
  if (!data) return null;
  try {
    await data;
  } catch {
    return null;
  }
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // One instance for every request: rendering is synchronous, so no other request's language
  // can come between this and the markup.
  void i18n.changeLanguage(language);
  const markup = renderToString(
    <StrictMode>
      <AppProvider client={client} saveData={hints.saveData ?? false}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  // '<' escaped, so no text in the data can close the script element.
  const json = JSON.stringify(dehydrate(client)).replace(/</g, '\\u003c');
  client.clear();
  // React puts its resource hints (<link rel="preload" as="image">) first; they go in the head.
  const head = /^(?:<link [^>]*>)*/.exec(markup)?.[0] ?? '';
  return { head, html: markup.slice(head.length), state: `<script type="application/json" id="${FIRST_VIEW_STATE_ID}">${json}</script>` };
}
