import { spellingsOf } from '@lectures/islamic-terms';
import { TOPIC_TAGS } from '@lectures/proto';
import type { TopicTag } from './analysis.types';

/** Every spelling the one list of Islamic terms has of these terms, as cues are written (lower case). */
const spelled = (...terms: string[]) => terms.flatMap((term) => spellingsOf(term).map((s) => s.toLowerCase()));

/**
 * Evidence for each tag of the product vocabulary: a strong cue names the topic
 * (weight 2), a weak cue is typical of it (weight 1). A tag needs a score of 2, so one
 * mention of "Ramadan" is enough but one mention of "fasting" is not.
 */
const CUES: Record<TopicTag, { strong: string[]; weak: string[] }> = {
  Quran: { strong: [...spelled('Quran', 'surah'), 'surat'], weak: ['verse', 'verses', ...spelled('ayah'), 'recitation', 'recite', 'revelation', 'revealed', 'chapter'] },
  Hadith: { strong: spelled('hadith', 'Bukhari', 'sahih'), weak: ['narrated', 'narration', 'narrator', ...spelled('Sunnah'), 'the prophet said', 'reported'] },
  Fiqh: { strong: [...spelled('fiqh'), 'jurisprudence', ...spelled('madhhab')], weak: ['ruling', 'rulings', ...spelled('halal', 'haram'), 'obligatory', 'permissible', 'forbidden', 'ablution', ...spelled('wudu', 'zakat'), 'scholars agree', 'law'] },
  Tafsir: { strong: [...spelled('tafsir'), 'exegesis'], weak: ['interpretation', 'commentary', 'meaning of the verse', 'explain the verse', 'explanation'] },
  Seerah: { strong: [...spelled('seerah'), 'biography of the prophet', 'life of the prophet'], weak: [...spelled('Makkah', 'Madinah', 'Hijrah'), 'migration', 'companions', 'battle', ...spelled('Badr', 'Uhud'), 'the prophet'] },
  Aqeedah: { strong: [...spelled('aqidah'), 'creed', ...spelled('tawhid'), 'oneness of god', 'oneness of allah'], weak: ['belief', 'beliefs', 'faith', 'monotheism', 'attributes', 'angels', 'day of judgement', 'day of judgment', 'hereafter'] },
  Arabic: { strong: ['arabic', 'nahw', 'sarf'], weak: ['grammar', 'vocabulary', 'verb', 'noun', 'pronunciation', 'letters', 'language'] },
  'Friday Sermon': { strong: ['friday sermon', ...spelled('khutbah', 'jumuah')], weak: ['friday', 'sermon', 'congregation'] },
  Ramadan: { strong: [...spelled('Ramadan', 'tarawih'), 'laylat al qadr', 'night of power', ...spelled('suhoor', 'iftar')], weak: ['fasting', 'fast', 'fasts', ...spelled('Eid'), 'breaking the fast'] },
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
