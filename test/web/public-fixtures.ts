import type { AiMetadata, ContentDto, TimedSegment } from '@lectures/proto';
import type { MessageBus } from '@lectures/platform';
import { approve, completeTranscription, patchContent, uploadMedia, type Agent } from '../support/seed-content';

/** Builds a transcript and its timed segments (5 s each) from sentences. */
export function timedTranscript(sentences: string[], secondsEach = 5): { text: string; segments: TimedSegment[] } {
  let text = '';
  const segments: TimedSegment[] = [];
  sentences.forEach((sentence, i) => {
    if (i > 0) text += ' ';
    const startChar = text.length;
    text += sentence;
    segments.push({ start: i * secondsEach, end: (i + 1) * secondsEach, text: sentence, startChar, endChar: text.length });
  });
  return { text, segments };
}

export const LECTURE = {
  title: 'Patience & Gratitude in "Hardship"',
  description: 'A lecture on sabr and shukr when life is difficult.',
  speaker: 'Sheikh Ahmad Ali',
  tags: ['Patience', 'Quran', 'Tafsir', 'Ramadan', 'Lecture Series'],
  durationSeconds: 5399,
  transcript: timedTranscript([
    'In the name of God, the most gracious.',
    'Patience is half of faith, as the scholars said.',
    'Gratitude is the other half, in ease and in hardship.',
    'Let us end with a supplication for steadfastness.',
  ]),
  ai: {
    summary: 'The speaker explains patience and gratitude as the two halves of faith.',
    keyPoints: ['Patience is half of faith', 'Gratitude completes it'],
    topics: ['Sabr', 'Shukr'],
    language: 'English',
    analysedBy: 'Built-in rules',
    references: [
      { kind: 'quran', label: 'Al-Baqarah 2:153', surah: 2, ayah: 153, startTimeSec: 5 },
      { kind: 'hadith', label: 'Sahih Muslim', collection: 'Sahih Muslim', startTimeSec: 10 },
    ],
  },
} as const;

export const SERMON = {
  title: 'Friday Sermon on Mercy',
  speaker: 'Imam Yusuf Karim',
  tags: ['Friday Sermon', 'Mercy'],
  durationSeconds: 1800,
  transcript: timedTranscript(['Mercy is a name of God.', 'Show mercy to those on earth.', 'And mercy will be shown to you.', 'May God have mercy on us all.']),
  ai: { summary: 'A Friday sermon on mercy towards all creation.', topics: ['Rahma'], language: 'English' },
} as const;

export const ARABIC = {
  title: 'الصبر عند المصيبة',
  speaker: 'الشيخ محمد',
  tags: ['Aqeedah', 'Arabic', 'Hadith'],
  durationSeconds: 2400,
} as const;

export const DRAFT = { title: 'Unreviewed draft talk', durationSeconds: 900 } as const;

export type Seeded = { lecture: ContentDto; sermon: ContentDto; arabic: ContentDto; draft: ContentDto };

export async function seedLecture(agent: Agent, bus: MessageBus, mp3: string): Promise<ContentDto> {
  const item = await uploadMedia(agent, {
    file: mp3,
    mimeType: 'audio/mpeg',
    title: LECTURE.title,
    description: LECTURE.description,
    durationSeconds: LECTURE.durationSeconds,
  });
  await patchContent(agent, item.id, { speaker: LECTURE.speaker, tags: [...LECTURE.tags] });
  const ai: AiMetadata = {
    ...LECTURE.ai,
    keyPoints: [...LECTURE.ai.keyPoints],
    topics: [...LECTURE.ai.topics],
    references: [...LECTURE.ai.references],
    segments: LECTURE.transcript.segments,
  };
  await completeTranscription(bus, agent, item.id, LECTURE.transcript.text, ai);
  await approve(agent, item.id);
  return item;
}

/** The other three: a video sermon, an Arabic audio without transcript, an unpublished draft. */
export async function seedOthers(agent: Agent, bus: MessageBus, files: { mp3: string; mp4: string }): Promise<Omit<Seeded, 'lecture'>> {
  const sermon = await uploadMedia(agent, { file: files.mp4, mimeType: 'video/mp4', title: SERMON.title, durationSeconds: SERMON.durationSeconds });
  await patchContent(agent, sermon.id, { speaker: SERMON.speaker, tags: [...SERMON.tags] });
  await completeTranscription(bus, agent, sermon.id, SERMON.transcript.text, {
    ...SERMON.ai,
    topics: [...SERMON.ai.topics],
    segments: SERMON.transcript.segments,
  });
  await approve(agent, sermon.id);

  const arabic = await uploadMedia(agent, { file: files.mp3, mimeType: 'audio/mpeg', title: ARABIC.title, durationSeconds: ARABIC.durationSeconds });
  await patchContent(agent, arabic.id, { speaker: ARABIC.speaker, tags: [...ARABIC.tags] });
  await approve(agent, arabic.id);

  const draft = await uploadMedia(agent, { file: files.mp3, mimeType: 'audio/mpeg', title: DRAFT.title, durationSeconds: DRAFT.durationSeconds });
  return { sermon, arabic, draft };
}
