import type { ContentDto } from '@lectures/proto';
import { feedPath } from '../feeds/rss';
import { lecturePath, seriesPath, speakerPath } from './page-paths';
import { publishedOn } from '../published-on';
import type { PageLanguage } from './page-language';

/** A message of the web app's catalogues (web/src/locales), 'namespace:key', with its placeholders' values. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** What the server knows about the site when it writes head tags, in the visitor's language. */
export interface SiteMeta {
  brand: string;
  tagline: string;
  description: string;
  /** Absolute origin, no trailing slash, e.g. 'https://lectures.example.org'. */
  origin: string;
  language: PageLanguage;
  /** The web app's messages in `language`: the head says what the app says. */
  t: Translate;
}

/** The site at `origin` in `language`, its brand and description the app's messages. */
export function siteIn(origin: string, language: PageLanguage, t: Translate): SiteMeta {
  return { brand: t('common:brand.name'), tagline: t('common:brand.tagline'), description: t('common:brand.description'), origin, language, t };
}

/**
 * SPEC section 9: social image 960x960. Pages other than an item's show the
 * library's card; an item shows its own picture (socialImageUrl), drawn 960x960.
 */
export const DEFAULT_SOCIAL_IMAGE = '/social-card.png';
const SOCIAL_IMAGE_SIZE = '960';

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Relative URLs ('/api/media/x') get the site origin; absolute ones stay as they are. */
export function absoluteUrl(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

type Tag = { kind: 'meta'; attr: 'name' | 'property'; key: string; value: string } | { kind: 'link'; rel: string; href: string };

function render(title: string, tags: Tag[]): string {
  const lines = [`<title>${escapeHtml(title)}</title>`];
  for (const tag of tags) {
    lines.push(
      tag.kind === 'meta'
        ? `<meta ${tag.attr}="${tag.key}" content="${escapeHtml(tag.value)}" />`
        : `<link rel="${tag.rel}" href="${escapeHtml(tag.href)}" />`,
    );
  }
  return lines.join('\n    ');
}

const meta = (attr: 'name' | 'property', key: string, value: string): Tag => ({ kind: 'meta', attr, key, value });

/** Open Graph's locale of each language of the pages (language_TERRITORY, as Facebook lists them). */
const OG_LOCALES: Record<PageLanguage, string> = { en: 'en_US', ar: 'ar_AR' };

/** The page's locale, and the others the same address is served in (by the `lang` cookie or Accept-Language). */
function localeTags(language: PageLanguage): Tag[] {
  const others = (Object.keys(OG_LOCALES) as PageLanguage[]).filter((other) => other !== language);
  return [meta('property', 'og:locale', OG_LOCALES[language]), ...others.map((other) => meta('property', 'og:locale:alternate', OG_LOCALES[other]))];
}

function cardTags(site: SiteMeta, title: string, description: string, url: string, image: { url: string; type: string; alt: string }, type: string): Tag[] {
  return [
    meta('name', 'description', description),
    { kind: 'link', rel: 'canonical', href: url },
    meta('property', 'og:site_name', site.brand),
    ...localeTags(site.language),
    meta('property', 'og:type', type),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image.url),
    meta('property', 'og:image:type', image.type),
    meta('property', 'og:image:width', SOCIAL_IMAGE_SIZE),
    meta('property', 'og:image:height', SOCIAL_IMAGE_SIZE),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image.url),
    meta('name', 'twitter:image:alt', image.alt),
  ];
}

/** The library's own card (web/public/social-card.png): its logo, name and tagline. */
function siteImage(site: SiteMeta): { url: string; type: string; alt: string } {
  return { url: absoluteUrl(site.origin, DEFAULT_SOCIAL_IMAGE), type: 'image/png', alt: `${site.brand}: ${site.tagline}` };
}

/** Head tags of any page that is not a published content item. */
export function defaultHeadTags(site: SiteMeta, path: string): string {
  const title = `${site.brand} - ${site.tagline}`;
  const tags = render(title, cardTags(site, title, site.description, absoluteUrl(site.origin, path), siteImage(site), 'website'));
  // Podcast apps and feed readers find the library's feed from its home page.
  return path === '/' ? `${tags}\n    ${feedLink(site.brand, absoluteUrl(site.origin, feedPath()))}` : tags;
}

function feedLink(title: string, href: string): string {
  return `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(title)}" href="${escapeHtml(href)}" />`;
}

const COLLECTION_PATH = /^\/(speakers|topics)\/([^/]+)\/?$/;

/** A speaker's or a topic's page (`/speakers/{name}`, `/topics/{tag}`): its own title, description and feed; null for other paths. */
export function collectionHeadTags(site: SiteMeta, path: string): string | null {
  const match = COLLECTION_PATH.exec(path);
  if (!match) return null;
  let name: string;
  try {
    name = decodeURIComponent(match[2]).trim();
  } catch {
    return null;
  }
  if (!name || name.length > 200) return null;
  const speaker = match[1] === 'speakers';
  const title = `${name} - ${site.brand}`;
  const description = site.t(speaker ? 'common:pageMeta.speakerDescription' : 'common:pageMeta.topicDescription', { name, brand: site.brand });
  const url = absoluteUrl(site.origin, `/${match[1]}/${encodeURIComponent(name)}`);
  const feed = absoluteUrl(site.origin, feedPath(speaker ? { speaker: name } : { topic: name }));
  return `${render(title, cardTags(site, title, description, url, siteImage(site), 'website'))}\n    ${feedLink(title, feed)}`;
}

/** SPEC: description, else the AI summary, else a generic sentence inviting to listen. */
export function contentDescription(item: ContentDto, site: SiteMeta): string {
  const description = item.description?.trim() || item.aiMetadata?.summary?.trim();
  if (description) return description;
  const speaker = item.speaker?.trim();
  return speaker ? site.t('common:pageMeta.listenBy', { title: item.title, speaker, brand: site.brand }) : site.t('common:pageMeta.listen', { title: item.title, brand: site.brand });
}

/** Head tags of a published content item: title, description, social card, article facts. */
export function contentHeadTags(site: SiteMeta, item: ContentDto): string {
  const title = `${item.title} - ${site.brand}`;
  const description = contentDescription(item, site);
  const url = absoluteUrl(site.origin, lecturePath(item));
  const speaker = item.speaker?.trim();
  const alt = speaker ? site.t('common:pageMeta.pictureBy', { title: item.title, speaker }) : item.title;
  const image = { url: absoluteUrl(site.origin, item.socialImageUrl), type: 'image/jpeg', alt };
  const isVideo = item.mediaType === 'video';
  const tags = cardTags(site, title, description, url, image, isVideo ? 'video.other' : 'article');
  if (item.speaker?.trim()) tags.push(meta('property', 'article:author', item.speaker.trim()));
  tags.push(meta('property', 'article:published_time', publishedOn(item).toISOString()));
  for (const tag of item.tags) tags.push(meta('property', 'article:tag', tag));
  const media = item.directMediaUrl || item.mediaUrl;
  if (isVideo && media) {
    tags.push(meta('property', 'og:video', absoluteUrl(site.origin, media)));
    if (item.mediaMimeType) tags.push(meta('property', 'og:video:type', item.mediaMimeType));
  }
  return render(title, tags);
}

/** Head tags of a series' page: its title and description, its first part's picture, its podcast feed. */
export function seriesHeadTags(site: SiteMeta, series: { slug: string; title: string; description: string; picture: string | null }): string {
  const title = `${series.title} - ${site.brand}`;
  const url = absoluteUrl(site.origin, seriesPath(series.slug));
  const image = series.picture ? { url: absoluteUrl(site.origin, series.picture), type: 'image/jpeg', alt: series.title } : siteImage(site);
  const feed = absoluteUrl(site.origin, feedPath({ series: series.slug }));
  return `${render(title, cardTags(site, title, series.description, url, image, 'website'))}\n    ${feedLink(title, feed)}`;
}

/** A speaker's page: their name, biography (or a sentence about their lectures) and feed. */
export function speakerHeadTags(site: SiteMeta, speaker: { slug: string; name: string; bio: string | null }): string {
  const title = `${speaker.name} - ${site.brand}`;
  const description = speaker.bio?.trim() || site.t('common:pageMeta.speakerDescription', { name: speaker.name, brand: site.brand });
  const url = absoluteUrl(site.origin, speakerPath(speaker.slug));
  const feed = absoluteUrl(site.origin, feedPath({ speaker: speaker.name }));
  return `${render(title, cardTags(site, title, description, url, siteImage(site), 'website'))}\n    ${feedLink(title, feed)}`;
}

/** Head tags of an address that leads nowhere (answered 404): the site's own, and no indexing. */
export function missingHeadTags(site: SiteMeta, path: string): string {
  return `${defaultHeadTags(site, path)}\n    <meta name="robots" content="noindex" />`;
}
