import type { ContentDto } from '@lectures/proto';
import { publishedOn } from '../published-on';

export interface FeedChannel {
  title: string;
  description: string;
  /** The site's public origin, e.g. https://lectures.example.org */
  origin: string;
  /** This feed's own URL (atom:link rel=self). */
  self: string;
  image: string;
  author: string;
  /** serial: a series, heard in order (its episodes carry their part numbers). */
  type?: 'episodic' | 'serial';
}

/** Formats every podcast app plays (Apple's list: MP3, M4A, MP4, MOV); WAV, FLAC, Ogg and the rest are not. */
const PODCAST_FORMATS = new Set(['audio/mpeg', 'audio/mp3', 'audio/mp4', 'audio/x-m4a', 'audio/aac', 'video/mp4', 'video/quicktime', 'video/x-m4v']);

export function playsInPodcastApps(mimeType: string | null): boolean {
  return mimeType !== null && PODCAST_FORMATS.has(mimeType.split(';')[0].trim().toLowerCase());
}

/**
 * The file an episode offers: the original where podcast apps play it, else its AAC rendition;
 * the original while that rendition is still being made (a feed without the episode would
 * drop it from every subscriber's list).
 */
function enclosureOf(origin: string, item: FeedItem): string | null {
  const aac = item.renditions?.find((r) => r.kind === 'aac');
  const [url, length, type] =
    !playsInPodcastApps(item.mediaMimeType) && aac
      ? [aac.url, aac.size, aac.mimeType.split(';')[0].trim()]
      : [item.mediaUrl, item.mediaFileSize ?? 0, item.mediaMimeType];
  if (!url || !type) return null;
  return `<enclosure url="${xml(`${origin}${url}`)}" length="${length}" type="${xml(type)}"/>`;
}

/** A lecture in a feed; a series' feed numbers each by its part. */
export type FeedItem = ContentDto & { episode?: number };

// XML 1.0 forbids most control characters even escaped; user text may hold them.
// eslint-disable-next-line no-control-regex -- matching them is the point
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** The path of the whole library's feed, or one speaker's or topic's. */
export function feedPath(scope: { speaker?: string; topic?: string; series?: string } = {}): string {
  const params = new URLSearchParams({
    ...(scope.speaker ? { speaker: scope.speaker } : {}),
    ...(scope.topic ? { topic: scope.topic } : {}),
    ...(scope.series ? { series: scope.series } : {}),
  }).toString();
  return `/feed.xml${params ? `?${params}` : ''}`;
}

export function xml(text: string): string {
  return text
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const element = (name: string, value: string | number, attributes = ''): string => `<${name}${attributes}>${xml(String(value))}</${name}>`;

function itemXml(channel: FeedChannel, item: FeedItem): string {
  const page = `${channel.origin}/content/${item.id}`;
  const description = item.description?.trim() || item.aiMetadata?.summary?.trim() || `Listen to "${item.title}" on ${channel.title}.`;
  const lines = [
    element('title', item.title),
    element('link', page),
    element('guid', item.id, ' isPermaLink="false"'),
    element('pubDate', publishedOn(item).toUTCString()),
    element('description', description),
    element('itunes:summary', description),
  ];
  if (item.speaker?.trim()) lines.push(element('itunes:author', item.speaker.trim()));
  const enclosure = enclosureOf(channel.origin, item);
  if (enclosure) lines.push(enclosure);
  if (item.durationSeconds) lines.push(element('itunes:duration', item.durationSeconds));
  if (item.episode !== undefined) lines.push(element('itunes:episode', item.episode));
  // Podcast apps show square episode art: the item's own picture at 1400x1400 (Apple's minimum).
  lines.push(`<itunes:image href="${xml(`${channel.origin}${item.podcastImageUrl}`)}"/>`);
  for (const tag of item.tags) lines.push(element('category', tag));
  if (item.transcriptLength) {
    // The same transcript twice: timed for apps that follow along, plain text for the others.
    const language = item.language && item.language !== 'other' ? ` language="${xml(item.language)}"` : '';
    lines.push(`<podcast:transcript url="${xml(`${channel.origin}/api/content/${item.id}/captions.vtt`)}" type="text/vtt"${language}/>`);
    lines.push(`<podcast:transcript url="${xml(`${channel.origin}/api/content/${item.id}/transcript.txt`)}" type="text/plain"${language}/>`);
  }
  if (item.chapters.length > 0) {
    lines.push(`<podcast:chapters url="${xml(`${channel.origin}/api/content/${item.id}/chapters.json`)}" type="application/json+chapters"/>`);
  }
  lines.push(element('itunes:explicit', 'false'));
  return `<item>${lines.join('')}</item>`;
}

/** An RSS 2.0 podcast feed with iTunes and Podcasting 2.0 tags. */
export function renderFeed(channel: FeedChannel, items: readonly FeedItem[]): string {
  const head = [
    element('title', channel.title),
    element('link', channel.origin),
    `<atom:link href="${xml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    element('description', channel.description),
    element('language', 'en'),
    element('generator', 'Lecture Library'),
    element('itunes:author', channel.author),
    element('itunes:summary', channel.description),
    `<itunes:image href="${xml(channel.image)}"/>`,
    `<image>${element('url', channel.image)}${element('title', channel.title)}${element('link', channel.origin)}</image>`,
    '<itunes:category text="Religion &amp; Spirituality"><itunes:category text="Islam"/></itunes:category>',
    element('itunes:explicit', 'false'),
    element('itunes:type', channel.type ?? 'episodic'),
    element('podcast:medium', 'podcast'),
  ];
  if (items[0]) head.push(element('lastBuildDate', new Date(items[0].updatedAt).toUTCString()));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    `<channel>${head.join('')}${items.map((item) => itemXml(channel, item)).join('')}</channel>`,
    '</rss>',
  ].join('\n');
}
