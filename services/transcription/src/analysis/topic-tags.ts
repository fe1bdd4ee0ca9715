import { spellingsOf } from '@lectures/islamic-terms';
import { TOPIC_TAGS } from '@lectures/proto';
import type { TopicTag } from './analysis.types';

/** Every spelling the one list of Islamic terms has of these terms, as cues are written (lower case). */
const spelled = (...terms: string[]) => terms.flatMap((term) => spellingsOf(term).map((s) => s.toLowerCase()));

/**
 * Evidence for each tag of the product vocabulary: a strong cue names the topic
 * (weight 2), a weak cue is typical of it (weight 1). A tag comes from what the lecture is
 * about, not from a word heard once (an English talk was tagged 'Arabic' for saying the word
 * once): it needs MIN_TAG_SCORE from at least MIN_TAG_MENTIONS mentions and, in a long
 * transcript, mentions spread over more than one stretch of it.
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

/** A tag needs this much evidence (a strong cue twice, a strong and a weak one, three weak ones)... */
export const MIN_TAG_SCORE = 3;
/** ...from at least this many mentions... */
export const MIN_TAG_MENTIONS = 2;
/** ...and, in a transcript of SPREAD_WORDS words or more, from mentions at least SPREAD_SHARE of it apart. */
export const SPREAD_WORDS = 300;
export const SPREAD_SHARE = 0.1;

interface Hit {
  start: number;
  end: number;
  weight: number;
}

/** Every occurrence of a cue in the haystack, with its weight. */
function hitsOf(haystack: string, cues: string[], weight: number): Hit[] {
  return cues.flatMap((cue) => {
    const escaped = cue.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return [...haystack.matchAll(new RegExp(`\\b${escaped}\\b`, 'g'))].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + cue.length, weight }));
  });
}

/**
 * A tag's evidence: its score, and how many separate mentions make it. A weak cue inside a strong
 * one ('friday' in 'friday sermon') is part of it; strong cues side by side ('sahih al bukhari')
 * are one mention.
 */
function evidence(haystack: string, tag: TopicTag): { score: number; mentions: Hit[][] } {
  const strong = hitsOf(haystack, CUES[tag].strong, 2);
  const weak = hitsOf(haystack, CUES[tag].weak, 1).filter((w) => !strong.some((s) => w.start < s.end && w.end > s.start));
  // Longer cues first where two overlap ('breaking the fast' over 'fast'): one hit each.
  const hits = [...strong, ...weak]
    .sort((a, b) => a.start - b.start || b.end - a.end)
    .filter((hit, i, all) => !all.slice(0, i).some((other) => hit.start < other.end && hit.end > other.start));
  const mentions: Hit[][] = [];
  for (const hit of hits) {
    const last = mentions[mentions.length - 1]?.at(-1);
    if (last && last.weight === 2 && hit.weight === 2 && hit.start - last.end <= 4) mentions[mentions.length - 1].push(hit);
    else mentions.push([hit]);
  }
  return { score: hits.reduce((sum, hit) => sum + hit.weight, 0), mentions };
}

/** The vocabulary tags the text supports, strongest evidence first. */
export function matchTopicTags(text: string): TopicTag[] {
  const haystack = ` ${text.toLowerCase().replace(/[^\p{L}\p{N}' ]+/gu, ' ').replace(/\s+/g, ' ')} `;
  const long = haystack.trim().split(' ').length >= SPREAD_WORDS;
  return TOPIC_TAGS.map((tag) => ({ tag, ...evidence(haystack, tag) }))
    .filter(({ score, mentions }) => {
      if (score < MIN_TAG_SCORE || mentions.length < MIN_TAG_MENTIONS) return false;
      const span = mentions[mentions.length - 1][0].start - mentions[0][0].start;
      return !long || span >= SPREAD_SHARE * haystack.length;
    })
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
