import { extractKeyphrases } from '../keyphrases';
import { clip, titleCase } from '../text-format';

const TITLE_MAX = 60;

/**
 * A title for each chapter from its key phrases: the phrase most its own (frequent in it, rare in
 * the other chapters), joined by the next such phrase that shares no word with it. No two
 * chapters get the same title; a chapter with no phrase at all is 'Part n'.
 */
export function keyphraseTitles(texts: readonly string[]): string[] {
  const phrases = texts.map((text) => extractKeyphrases(text, 12));
  const scoreIn = (chapter: number, phrase: string) => phrases[chapter].find((p) => p.phrase === phrase)?.score ?? 0;
  const used = new Set<string>();
  return phrases.map((own, chapter) => {
    const ranked = own
      .map((p) => {
        const elsewhere = phrases.reduce((sum, _, other) => (other === chapter ? sum : sum + scoreIn(other, p.phrase)), 0);
        return { phrase: p.phrase, score: p.score / (1 + elsewhere) };
      })
      .sort((a, b) => b.score - a.score);
    for (const [i, first] of ranked.entries()) {
      const words = new Set(first.phrase.split(' '));
      // A second phrase only when it says nearly as much about the chapter as the first.
      const second = ranked.slice(i + 1).find((p) => p.score >= first.score / 2 && p.phrase.split(' ').every((w) => !words.has(w)));
      for (const candidate of second ? [`${first.phrase} and ${second.phrase}`, first.phrase] : [first.phrase]) {
        const title = clip(titleCase(candidate), TITLE_MAX);
        if (!used.has(title.toLowerCase())) {
          used.add(title.toLowerCase());
          return title;
        }
      }
    }
    return `Part ${chapter + 1}`;
  });
}
