import { existsSync } from 'node:fs';
import { isIPv6 } from 'node:net';
import { pathToFileURL } from 'node:url';
import { Logger } from '@nestjs/common';
import { settleWithin } from '@lectures/platform';
import type { Request } from 'express';
import { visitorHints, type PageLanguage, type VisitorHints } from './page-language';

/** What the web app's server bundle renders (web/src/app/server-entry.tsx). */
export interface FirstView {
  /** Preloads of the pictures the page shows at once, for the head. */
  head: string;
  /** The page's markup, for inside <div id="root">. */
  html: string;
  /** A JSON script element with the data the page was rendered from, for the app to hydrate with. */
  state: string;
}

type RenderFirstView = (path: string, apiOrigin: string, language: PageLanguage, hints: VisitorHints) => Promise<FirstView | null>;
type ServerEntry = { renderFirstView?: RenderFirstView };
type LoadEntry = (file: string) => Promise<ServerEntry>;

/** A page whose data is slow must not hold the HTML: after this the browser renders it. */
const RENDER_TIMEOUT_MS = 1000;

const importEntry: LoadEntry = (file) => import(pathToFileURL(file).href) as Promise<ServerEntry>;

/**
 * The first view of the public pages (home, a lecture) rendered on the server by the web
 * app's own server bundle (dist/server/server-entry.js), so a phone paints the page and its
 * picture from the HTML instead of after the app's script. The bundle asks this gateway for
 * the page's data over loopback, as an anonymous visitor, through the same routes and caches
 * the browser uses. Anything that goes wrong (no bundle, an error, slow data) yields null and
 * the page is served as before, for the browser to render.
 */
export class FirstViewRenderer {
  private readonly logger = new Logger('FirstViewRenderer');
  private entry?: Promise<RenderFirstView | null>;

  constructor(
    private readonly entryFile: string,
    private readonly load: LoadEntry = importEntry,
    private readonly timeoutMs = RENDER_TIMEOUT_MS,
  ) {}

  /** The page at `req`'s path, in `language`. */
  async render(req: Request, language: PageLanguage): Promise<FirstView | null> {
    const render = await this.loadEntry();
    if (!render) return null;
    try {
      return await settleWithin(render(req.originalUrl, loopbackOrigin(req), language, visitorHints(req)), this.timeoutMs, null);
    } catch (error) {
      this.logger.warn(`Serving ${req.path} without its first view: ${(error as Error).message}`);
      return null;
    }
  }

  private loadEntry(): Promise<RenderFirstView | null> {
    this.entry ??= (existsSync(this.entryFile) ? this.load(this.entryFile) : Promise.resolve<ServerEntry>({}))
      .then((module) => module.renderFirstView ?? null)
      .catch((error: unknown) => {
        this.logger.warn(`Public pages are rendered in the browser only: ${(error as Error).message}`);
        return null;
      });
    return this.entry;
  }
}

/** This server as reached on the address and port the request came in on. */
export function loopbackOrigin(req: Request): string {
  const address = req.socket.localAddress ?? '127.0.0.1';
  const host = address.startsWith('::ffff:') ? address.slice(7) : address;
  return `http://${isIPv6(host) ? `[${host}]` : host}:${req.socket.localPort}`;
}

/** The page with its first view: hints in the head, markup in the root, data after it. */
export function withFirstView(page: string, view: FirstView | null): string {
  if (!view) return page;
  return page
    .replace('</head>', () => `${view.head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${view.html}</div>${view.state}`);
}
