import { matchTopicTags, toVocabulary } from './topic-tags';

describe('matchTopicTags', () => {
  it('should tag a topic the text names', () => {
    expect(matchTopicTags('a reminder for the nights of ramadan')).toEqual(['Ramadan']);
  });

  it('should tag a topic from repeated typical words, strongest first', () => {
    const text = 'this khutbah on friday is about the verses of the quran and the surah al kahf verses';
    expect(matchTopicTags(text)).toEqual(['Quran', 'Friday Sermon']);
  });

  it('should not tag on a single weak hint', () => {
    expect(matchTopicTags('the verse was short')).toEqual([]);
  });
});

describe('toVocabulary', () => {
  it('should keep only known tags in their canonical spelling, once', () => {
    expect(toVocabulary(['ramadan', 'Cooking', 'Friday sermon', 'Ramadan'])).toEqual(['Ramadan', 'Friday Sermon']);
  });
});
