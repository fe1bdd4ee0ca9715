import type { ContentDto, SeriesPlacement, SpeakerRecord } from '@lectures/proto';
import type { SeriesDto } from '../../series/series-gateway.service';
import { feedPath } from '../feeds/rss';
import { absoluteUrl, contentDescription, type SiteMeta } from './page-meta';
import { lecturePath, seriesPath, speakerPath } from './page-paths';
import { publishedOn } from '../published-on';

/* schema.org descriptions of public pages, as JSON-LD for search engines (json-ld.spec.ts checks them). */

type Node = Record<string, unknown>;

/** ISO 8601 duration ('PT1H2M3S'), as schema.org's Duration. */
export function isoDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const parts = `${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || whole === 0 ? `${s}S` : ''}`;
  return `PT${parts}`;
}

/** Properties whose value is absent are left out: JSON-LD has no use for nulls. */
function compact(node: Node): Node {
  return Object.fromEntries(Object.entries(node).filter(([, v]) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0)));
}

const organization = (site: SiteMeta): Node => ({ '@type': 'Organization', name: site.brand, url: `${site.origin}/` });
const person = (name: string | null | undefined): Node | undefined => (name?.trim() ? { '@type': 'Person', name: name.trim() } : undefined);
const language = (item: { language: string | null }): string | undefined => (item.language && item.language !== 'other' ? item.language : undefined);

/**
 * A lecture: `PodcastEpisode` for audio (its recording and transcript as its `AudioObject`, which is
 * where schema.org puts `transcript`), `VideoObject` for video (which carries them itself, with the
 * thumbnail and upload date Google's video results require). A lecture in a series names it as a
 * `PodcastSeries`: `partOfSeries` with its part number for an episode (one in no series is an episode
 * of the library's own podcast), `isPartOf` for a video.
 */
export function lectureJsonLd(site: SiteMeta, item: ContentDto, placement: SeriesPlacement | null): Node {
  const url = absoluteUrl(site.origin, lecturePath(item));
  const duration = item.durationSeconds !== null ? isoDuration(item.durationSeconds) : undefined;
  const contentUrl = item.mediaUrl ? absoluteUrl(site.origin, item.mediaUrl) : undefined;
  const transcript = item.transcriptText?.trim() || undefined;
  const series = placement?.series
    ? { '@type': 'PodcastSeries', '@id': absoluteUrl(site.origin, seriesPath(placement.series.slug)), name: placement.series.title, url: absoluteUrl(site.origin, seriesPath(placement.series.slug)), webFeed: absoluteUrl(site.origin, feedPath({ series: placement.series.slug })) }
    : undefined;
  const common = {
    '@context': 'https://schema.org',
    '@id': url,
    url,
    name: item.title,
    description: contentDescription(item, site),
    datePublished: publishedOn(item).toISOString(),
    dateModified: new Date(item.updatedAt).toISOString(),
    inLanguage: language(item),
    author: person(item.speaker),
    publisher: organization(site),
    keywords: item.tags,
    image: absoluteUrl(site.origin, item.socialImageUrl),
  };
  if (item.mediaType === 'video') {
    return compact({
      ...common,
      '@type': 'VideoObject',
      thumbnailUrl: absoluteUrl(site.origin, item.videoThumbnailUrl ?? item.artworkUrl),
      uploadDate: new Date(item.createdAt).toISOString(),
      duration,
      contentUrl,
      encodingFormat: item.mediaMimeType ?? undefined,
      transcript,
      isPartOf: series,
    });
  }
  return compact({
    ...common,
    '@type': 'PodcastEpisode',
    duration,
    // Every lecture is an episode of the library's own podcast (/feed.xml) when it is in no series.
    partOfSeries: series ?? libraryPodcast(site),
    episodeNumber: series ? (placement?.part ?? undefined) : undefined,
    associatedMedia: compact({ '@type': 'AudioObject', contentUrl, encodingFormat: item.audioMimeType ?? item.mediaMimeType ?? undefined, duration, transcript }),
  });
}

/** The whole library as the podcast its main feed is. */
const libraryPodcast = (site: SiteMeta): Node => ({ '@type': 'PodcastSeries', '@id': `${site.origin}/`, name: site.brand, url: `${site.origin}/`, webFeed: absoluteUrl(site.origin, feedPath()) });

/** What a series' description is made from: the series and, of each published part, what names the episode. */
export type SeriesOnPage = Pick<SeriesDto, 'slug' | 'title' | 'description' | 'lastPart' | 'language' | 'artworkUrl' | 'updatedAt'> & {
  parts: { part: number; content: Pick<ContentDto, 'id' | 'slug' | 'title' | 'speaker' | 'socialImageUrl' | 'publishedAt' | 'createdAt' | 'durationSeconds'> }[];
};

/** The series with only what its page's head is written from (kept once per version for every language). */
export function seriesOnPage(series: SeriesOnPage): SeriesOnPage {
  const { slug, title, description, lastPart, language, artworkUrl, updatedAt } = series;
  const parts = series.parts.map(({ part, content: c }) => ({
    part,
    content: { id: c.id, slug: c.slug, title: c.title, speaker: c.speaker, socialImageUrl: c.socialImageUrl, publishedAt: c.publishedAt, createdAt: c.createdAt, durationSeconds: c.durationSeconds },
  }));
  return { slug, title, description, lastPart, language, artworkUrl, updatedAt, parts };
}

/** A series as a `PodcastSeries` (it has a podcast feed), with its published parts as episodes. */
export function seriesJsonLd(site: SiteMeta, series: SeriesOnPage): Node {
  const url = absoluteUrl(site.origin, seriesPath(series.slug));
  const speakers = [...new Set(series.parts.map((p) => p.content.speaker?.trim()).filter((s): s is string => Boolean(s)))];
  const first = series.parts[0]?.content;
  return compact({
    '@context': 'https://schema.org',
    '@type': 'PodcastSeries',
    '@id': url,
    url,
    name: series.title,
    description: seriesDescription(site, series),
    inLanguage: language(series),
    author: speakers.length ? speakers.map((name) => person(name)) : organization(site),
    publisher: organization(site),
    image: absoluteUrl(site.origin, series.artworkUrl ?? first?.socialImageUrl ?? '/social-card.png'),
    webFeed: absoluteUrl(site.origin, feedPath({ series: series.slug })),
    dateModified: new Date(series.updatedAt).toISOString(),
    hasPart: series.parts.map(({ part, content }) =>
      compact({
        '@type': 'PodcastEpisode',
        '@id': absoluteUrl(site.origin, lecturePath(content)),
        url: absoluteUrl(site.origin, lecturePath(content)),
        name: content.title,
        episodeNumber: part,
        datePublished: publishedOn(content).toISOString(),
        duration: content.durationSeconds !== null ? isoDuration(content.durationSeconds) : undefined,
      }),
    ),
  });
}

/** The series' own description, else a sentence saying what it is. */
export function seriesDescription(site: SiteMeta, series: Pick<SeriesDto, 'title' | 'description' | 'lastPart'>): string {
  return series.description?.trim() || site.t('common:pageMeta.seriesDescription', { title: series.title, count: series.lastPart, brand: site.brand });
}

/** The node as a script element of the head; '<' escaped, so no text in it can close the element. */
export function jsonLdScript(node: Node): string {
  return `<script type="application/ld+json">${JSON.stringify(node).replace(/</g, '\\u003c')}</script>`;
}

/**
 * A speaker's page: a `ProfilePage` whose main entity is the `Person`, with the other ways the
 * name is written (so a search for any spelling can find the page), the biography and the links.
 */
export function speakerJsonLd(site: SiteMeta, speaker: SpeakerRecord): Node {
  const url = absoluteUrl(site.origin, speakerPath(speaker.slug));
  return compact({
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    '@id': url,
    url,
    name: `${speaker.name} - ${site.brand}`,
    dateModified: new Date(speaker.updatedAt).toISOString(),
    mainEntity: compact({
      '@type': 'Person',
      name: speaker.name,
      alternateName: speaker.otherSpellings,
      description: speaker.bio?.trim() || undefined,
      sameAs: speaker.links.map((link) => link.url),
      url,
    }),
  });
}
