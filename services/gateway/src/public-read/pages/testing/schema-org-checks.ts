/*
 * Checks of schema.org JSON-LD, written from schema.org's type definitions (the types this site
 * describes its pages with, their parents and the properties each declares) and from Google's
 * structured-data documentation (the properties its video results and podcast data require).
 * A property used on a type that does not declare it, a value of the wrong type, or a required
 * property missing is a problem.
 */

type Node = Record<string, unknown>;

interface TypeDefinition {
  parents: string[];
  properties: Record<string, Range>;
}

/** What a property's value may be: text of a kind, or a node of one of these types. */
type Range = 'Text' | 'URL' | 'Date' | 'Duration' | 'Integer' | { types: string[]; orText?: boolean };

const thing = (...types: string[]): Range => ({ types });

/** schema.org (https://schema.org/docs/full.html): each type, its parents, and the properties it declares. */
const SCHEMA: Record<string, TypeDefinition> = {
  Thing: {
    parents: [],
    properties: { name: 'Text', url: 'URL', description: 'Text', image: { types: ['ImageObject'], orText: true }, identifier: 'Text', sameAs: 'URL', alternateName: 'Text' },
  },
  CreativeWork: {
    parents: ['Thing'],
    properties: {
      author: thing('Person', 'Organization'),
      publisher: thing('Person', 'Organization'),
      datePublished: 'Date',
      dateModified: 'Date',
      dateCreated: 'Date',
      inLanguage: 'Text',
      keywords: 'Text',
      isPartOf: { types: ['CreativeWork'], orText: true },
      hasPart: thing('CreativeWork'),
      associatedMedia: thing('MediaObject'),
      thumbnailUrl: 'URL',
      timeRequired: 'Duration',
      headline: 'Text',
    },
  },
  MediaObject: {
    parents: ['CreativeWork'],
    properties: { contentUrl: 'URL', embedUrl: 'URL', encodingFormat: 'Text', duration: 'Duration', uploadDate: 'Date', contentSize: 'Text', bitrate: 'Text' },
  },
  AudioObject: { parents: ['MediaObject'], properties: { transcript: 'Text', caption: { types: ['MediaObject'], orText: true } } },
  VideoObject: { parents: ['MediaObject'], properties: { transcript: 'Text', caption: { types: ['MediaObject'], orText: true }, videoFrameSize: 'Text', videoQuality: 'Text' } },
  ImageObject: { parents: ['MediaObject'], properties: {} },
  Episode: {
    parents: ['CreativeWork'],
    properties: { episodeNumber: 'Integer', partOfSeries: thing('CreativeWorkSeries'), partOfSeason: thing('CreativeWorkSeason'), duration: 'Duration' },
  },
  PodcastEpisode: { parents: ['Episode'], properties: {} },
  Intangible: { parents: ['Thing'], properties: {} },
  Series: { parents: ['Intangible'], properties: {} },
  CreativeWorkSeries: { parents: ['CreativeWork', 'Series'], properties: { startDate: 'Date', endDate: 'Date', issn: 'Text' } },
  CreativeWorkSeason: { parents: ['CreativeWork'], properties: {} },
  PodcastSeries: { parents: ['CreativeWorkSeries'], properties: { webFeed: 'URL' } },
  Person: { parents: ['Thing'], properties: {} },
  WebPage: { parents: ['CreativeWork'], properties: { mainEntity: thing('Thing') } },
  ProfilePage: { parents: ['WebPage'], properties: {} },
  Organization: { parents: ['Thing'], properties: { logo: { types: ['ImageObject'], orText: true } } },
};

/**
 * Properties required of a top-level node of each type:
 * - VideoObject: Google's video structured data (name, thumbnailUrl, uploadDate required;
 *   description, duration and contentUrl recommended);
 * - PodcastEpisode and PodcastSeries: Google's podcast schema.org specification;
 * - and what this site promises of a lecture: its duration, publication date and transcript.
 */
const REQUIRED: Record<string, string[]> = {
  VideoObject: ['name', 'description', 'thumbnailUrl', 'uploadDate', 'datePublished', 'duration', 'contentUrl'],
  PodcastEpisode: ['@id', 'url', 'name', 'description', 'datePublished', 'duration', 'associatedMedia', 'partOfSeries'],
  PodcastSeries: ['@id', 'url', 'name', 'description', 'author', 'image'],
  AudioObject: ['contentUrl', 'encodingFormat'],
  // Google's profile page structured data: the page's main entity, a person with a name.
  ProfilePage: ['mainEntity'],
  Person: ['name'],
};

const ISO_DURATION = /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** The type and its ancestors. */
function lineage(type: string): string[] {
  const definition = SCHEMA[type];
  if (!definition) return [];
  return [type, ...definition.parents.flatMap(lineage)];
}

function propertyRange(type: string, property: string): Range | undefined {
  for (const ancestor of lineage(type)) {
    const range = SCHEMA[ancestor].properties[property];
    if (range) return range;
  }
  return undefined;
}

function checkValue(range: Range, value: unknown, at: string, problems: string[]): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => checkValue(range, v, `${at}[${i}]`, problems));
    return;
  }
  if (typeof range === 'object') {
    if (typeof value === 'string') {
      if (!range.orText) problems.push(`${at}: expected a ${range.types.join(' or ')}, got text`);
      return;
    }
    if (!value || typeof value !== 'object') return void problems.push(`${at}: expected a node`);
    const node = value as Node;
    const type = String(node['@type']);
    if (!range.types.some((expected) => lineage(type).includes(expected))) problems.push(`${at}: ${type} is not a ${range.types.join(' or ')}`);
    checkNode(node, at, problems, false);
    return;
  }
  const text = typeof value === 'number' && range === 'Integer' ? String(value) : value;
  if (typeof text !== 'string' || text.trim() === '') return void problems.push(`${at}: expected ${range}, got ${JSON.stringify(value)}`);
  if (range === 'URL' && !/^https?:\/\/[^\s]+$/.test(text)) problems.push(`${at}: ${text} is not an absolute URL`);
  if (range === 'Date' && (!ISO_DATE.test(text) || Number.isNaN(Date.parse(text)))) problems.push(`${at}: ${text} is not an ISO 8601 date`);
  if (range === 'Duration' && !ISO_DURATION.test(text)) problems.push(`${at}: ${text} is not an ISO 8601 duration`);
  if (range === 'Integer' && !/^\d+$/.test(text)) problems.push(`${at}: ${text} is not an integer`);
}

function checkNode(node: Node, at: string, problems: string[], topLevel: boolean): void {
  const type = node['@type'];
  if (typeof type !== 'string' || !SCHEMA[type]) return void problems.push(`${at}: unknown @type ${JSON.stringify(type)}`);
  if (topLevel && node['@context'] !== 'https://schema.org') problems.push(`${at}: @context is not https://schema.org`);
  if ('@id' in node) checkValue('URL', node['@id'], `${at}.@id`, problems);
  for (const [property, value] of Object.entries(node)) {
    if (property.startsWith('@') || value === undefined) continue;
    const range = propertyRange(type, property);
    if (!range) problems.push(`${at}: ${property} is not a property of ${type}`);
    else checkValue(range, value, `${at}.${property}`, problems);
  }
  for (const property of topLevel || type === 'AudioObject' || type === 'Person' ? (REQUIRED[type] ?? []) : []) {
    if (node[property] === undefined || node[property] === null || node[property] === '') problems.push(`${at}: ${type} lacks ${property}`);
  }
}

/** What is wrong with a JSON-LD description; empty when it is a valid description of the type it claims. */
export function schemaOrgProblems(node: unknown): string[] {
  const problems: string[] = [];
  if (!node || typeof node !== 'object' || Array.isArray(node)) return ['not a JSON-LD object'];
  checkNode(node as Node, '$', problems, true);
  return problems;
}

/** The JSON-LD objects in a page's script elements, parsed (a parse error throws). */
export function jsonLdOf(html: string): Node[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Node);
}
