import { spellingsOf } from '@lectures/islamic-terms';
import { matchTopicTags } from './topic-tags';

/** The tag cues take their Islamic spellings from the one list of terms, not a list of their own (a tag needs two mentions). */
describe('topic tag cues and the Islamic terms list', () => {
  it.each([
    ['Ramadan', 'Ramadan'],
    ['tafsir', 'Tafsir'],
    ['seerah', 'Seerah'],
    ['aqidah', 'Aqeedah'],
    ['khutbah', 'Friday Sermon'],
  ])('should count every spelling the list has of %s as evidence for %s', (term, tag) => {
    for (const spelling of spellingsOf(term)) expect({ spelling, tags: matchTopicTags(`a lesson on ${spelling} today and more on ${spelling} next time`) }).toEqual({ spelling, tags: [tag] });
  });
});
