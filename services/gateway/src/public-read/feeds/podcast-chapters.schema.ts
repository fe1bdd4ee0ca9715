/**
 * The Podcasting 2.0 JSON chapters format (version 1.2), as a JSON Schema, written from the
 * podcast namespace's own description:
 * https://github.com/Podcastindex-org/podcast-namespace/blob/main/docs/examples/chapters/jsonChapters.md
 * Only the attributes it defines are allowed, so a misspelt one fails too.
 */
export const PODCAST_CHAPTERS_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  required: ['version', 'chapters'],
  additionalProperties: false,
  properties: {
    version: { type: 'string', pattern: '^1\\.2(\\.\\d+)?$' },
    author: { type: 'string' },
    title: { type: 'string' },
    podcastName: { type: 'string' },
    description: { type: 'string' },
    fileName: { type: 'string' },
    waypoints: { type: 'boolean' },
    chapters: {
      type: 'array',
      items: {
        type: 'object',
        required: ['startTime'],
        additionalProperties: false,
        properties: {
          startTime: { type: 'number', minimum: 0 },
          endTime: { type: 'number', minimum: 0 },
          title: { type: 'string' },
          img: { type: 'string', pattern: '^https?://' },
          url: { type: 'string', pattern: '^https?://' },
          toc: { type: 'boolean' },
          location: {
            type: 'object',
            required: ['name', 'geo'],
            additionalProperties: false,
            properties: { name: { type: 'string', maxLength: 128 }, geo: { type: 'string', pattern: '^geo:' }, osm: { type: 'string' } },
          },
        },
      },
    },
  },
} as const;
