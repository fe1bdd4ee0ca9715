import { matchTopicTags, toVocabulary } from './topic-tags';

describe('matchTopicTags', () => {
  it('should tag a topic the text names more than once', () => {
    expect(matchTopicTags('a reminder for the nights of ramadan, for ramadan is a guest')).toEqual(['Ramadan']);
  });

  it('should not tag a topic from one word heard once', () => {
    // An English talk on patience was tagged 'Arabic' for hearing the word once (issue 27).
    expect(matchTopicTags('patience is half of faith, and the arabic word for it is sabr; be patient')).toEqual([]);
    expect(matchTopicTags('a reminder for the nights of ramadan')).toEqual([]);
  });

  it('should count a collection named in one breath as one mention', () => {
    expect(matchTopicTags('as in sahih al bukhari, be patient')).toEqual([]);
    expect(matchTopicTags('as narrated in sahih al bukhari; and the hadith teaches patience')).toEqual(['Hadith']);
  });

  it('should want the mentions of a long lecture spread over it, not in one stretch', () => {
    const filler = Array.from({ length: 60 }, () => 'patience is a light for the believer in every hardship').join(' ');
    expect(matchTopicTags(`${filler} ramadan ramadan ${filler}`)).toEqual([]);
    expect(matchTopicTags(`ramadan ${filler} ramadan ${filler}`)).toEqual(['Ramadan']);
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
