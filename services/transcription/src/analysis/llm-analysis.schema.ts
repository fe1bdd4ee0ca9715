import { TOPIC_TAGS } from '@lectures/proto';

/*
 * What the chat model is asked to answer (OpenAI's strict JSON schema: every property required, no
 * others). llm-answer.ts reads the answer with class-validator; llm-analysis.schema.spec.ts checks
 * that every answer this schema allows is read whole and that the classes read nothing it lacks.
 */

const qnaSchema = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['q', 'a', 'quote', 'confidence'],
    properties: {
      q: { type: 'string', description: 'A question the lecture answers.' },
      a: { type: 'string', description: 'The answer, as the lecture gives it.' },
      quote: { type: 'string', description: 'The exact words of the transcript where the answer is given, copied verbatim (5 to 30 words).' },
      confidence: { type: 'number', description: 'How sure you are, 0 to 1.' },
    },
  },
} as const;

const referencesSchema = {
  type: 'array',
  description: 'Quran verses or surahs and hadith collections the speaker cites, only where the transcript names or recites them.',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['kind', 'surah', 'ayah', 'collection', 'quote'],
    properties: {
      kind: { type: 'string', enum: ['quran', 'hadith'] },
      surah: { type: 'integer', description: 'The surah number, 1 to 114; 0 for a hadith.' },
      ayah: { type: 'integer', description: 'The verse number; 0 when the whole surah is meant or for a hadith.' },
      collection: { type: 'string', description: "The hadith collection (e.g. 'Sahih al-Bukhari'); empty for the Quran." },
      quote: { type: 'string', description: 'The exact words of the transcript where the source is cited, copied verbatim (5 to 20 words).' },
    },
  },
} as const;

const tagsSchema = {
  type: 'array',
  items: { type: 'string', enum: [...TOPIC_TAGS] },
  description: 'Only tags the transcript clearly supports.',
} as const;

/** Answer for one part of a long transcript. */
export const PART_SCHEMA = {
  name: 'lecture_part_analysis',
  strict: true,
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['summary', 'keyPoints', 'topics', 'tags', 'qna', 'references'],
    properties: {
      summary: { type: 'string' },
      keyPoints: { type: 'array', items: { type: 'string' } },
      topics: { type: 'array', items: { type: 'string' } },
      tags: tagsSchema,
      qna: qnaSchema,
      references: referencesSchema,
    },
  },
} as const;

/** Answer for a whole transcript, or the combination of part answers. */
export const ANALYSIS_SCHEMA = {
  name: 'lecture_analysis',
  strict: true,
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['title', 'description', 'speaker', 'summary', 'keyPoints', 'topics', 'tags', 'qna', 'references'],
    properties: {
      title: { type: 'string', description: 'A short, dignified title for the lecture.' },
      description: { type: 'string', description: 'One or two sentences for a library card.' },
      speaker: { type: 'string', description: 'The speaker if the lecture names them, else empty.' },
      summary: { type: 'string' },
      keyPoints: { type: 'array', items: { type: 'string' } },
      topics: { type: 'array', items: { type: 'string' } },
      tags: tagsSchema,
      qna: qnaSchema,
      references: referencesSchema,
    },
  },
} as const;
