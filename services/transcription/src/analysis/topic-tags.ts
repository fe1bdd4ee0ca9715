import { TOPIC_TAGS } from '@lectures/proto';
import type { TopicTag } from './analysis.types';

/**
 * Evidence for each tag of the product vocabulary: a strong cue names the topic
 * (weight 2), a weak cue is typical of it (weight 1). A tag needs a score of 2, so one
 * mention of "Ramadan" is enough but one mention of "fasting" is not.
 */
const CUES: Record<TopicTag, { strong: string[]; weak: string[] }> = {
  Quran: { strong: ['quran', 'koran', "qur'an", 'surah', 'surat'], weak: ['verse', 'verses', 'ayah', 'ayat', 'recitation', 'recite', 'revelation', 'revealed', 'chapter'] },
  Hadith: { strong: ['hadith', 'ahadith', 'bukhari', 'sahih'], weak: ['narrated', 'narration', 'narrator', 'sunnah', 'the prophet said', 'reported'] },
  Fiqh: { strong: ['fiqh', 'jurisprudence', 'madhhab'], weak: ['ruling', 'rulings', 'halal', 'haram', 'obligatory', 'permissible', 'forbidden', 'ablution', 'wudu', 'zakat', 'scholars agree', 'law'] },
  Tafsir: { strong: ['tafsir', 'tafseer', 'exegesis'], weak: ['interpretation', 'commentary', 'meaning of the verse', 'explain the verse', 'explanation'] },
  Seerah: { strong: ['seerah', 'sira', 'biography of the prophet', 'life of the prophet'], weak: ['mecca', 'makkah', 'medina', 'madinah', 'hijra', 'migration', 'companions', 'battle', 'badr', 'uhud', 'the prophet'] },
  Aqeedah: { strong: ['aqeedah', 'aqidah', 'creed', 'tawhid', 'tawheed', 'oneness of god', 'oneness of allah'], weak: ['belief', 'beliefs', 'faith', 'monotheism', 'attributes', 'angels', 'day of judgement', 'day of judgment', 'hereafter'] },
  Arabic: { strong: ['arabic', 'nahw', 'sarf'], weak: ['grammar', 'vocabulary', 'verb', 'noun', 'pronunciation', 'letters', 'language'] },
  'Friday Sermon': { strong: ['friday sermon', 'khutbah', 'khutba', 'jumuah', "jumu'ah", 'jummah'], weak: ['friday', 'sermon', 'congregation'] },
  Ramadan: { strong: ['ramadan', 'ramadhan', 'taraweeh', 'tarawih', 'laylat al qadr', 'night of power', 'suhoor', 'iftar'], weak: ['fasting', 'fast', 'fasts', 'eid', 'breaking the fast'] },
  'Lecture Series': { strong: ['lecture series', 'this series', 'part one', 'part two', 'part three', 'episode', 'in our last lecture', 'in the previous lecture'], weak: ['series', 'last week', 'next week', 'next lesson', 'previous lesson', 'session', 'lesson'] },
};

function countPhrase(haystack: string, phrase: string): number {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return haystack.match(new RegExp(`\\b${escaped}\\b`, 'g'))?.length ?? 0;
}

/** The vocabulary tags the text supports, strongest evidence first. */
export function matchTopicTags(text: string): TopicTag[] {
  const haystack = ` ${text.toLowerCase().replace(/[^\p{L}\p{N}' ]+/gu, ' ').replace(/\s+/g, ' ')} `;
  const scored = TOPIC_TAGS.map((tag) => {
    const cues = CUES[tag];
    const score =
      cues.strong.reduce((sum, cue) => sum + 2 * countPhrase(haystack, cue), 0) +
      cues.weak.reduce((sum, cue) => sum + countPhrase(haystack, cue), 0);
    return { tag, score };
  });
  return scored
    .filter((s) => s.score >= 2)
    .sort((a, b) => b.score - a.score)
    .map((s) => s.tag);
}

/** Keeps only vocabulary tags (a model may answer with anything), matched case-insensitively. */
export function toVocabulary(tags: readonly string[]): TopicTag[] {
  const byLower = new Map<string, TopicTag>(TOPIC_TAGS.map((t) => [t.toLowerCase(), t]));
  const out: TopicTag[] = [];
  for (const tag of tags) {
    const known = byLower.get(tag.trim().toLowerCase());
    if (known && !out.includes(known)) out.push(known);
  }
  return out;
}
