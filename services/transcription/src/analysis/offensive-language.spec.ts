import { foldForFilter, offensiveTermIn } from './offensive-language';

describe('offensiveTermIn', () => {
  it('should flag English obscenities through the maintained dataset, spelt any way', () => {
    expect(offensiveTermIn('what a bastard')).toBe('bastard');
    expect(offensiveTermIn('sh1t happens')).toBe('shit');
  });

  it('should flag the slang phrase a misheard hadith became, from the list kept in the repo', () => {
    expect(offensiveTermIn('Patient and Rusty Trombone Lauren')).toBe('rusty trombone');
  });

  it('should flag Arabic with or without tashkeel and an attached article, and its transliterations', () => {
    expect(offensiveTermIn('يا شَرْمُوطَة')).toBe('شرموطة');
    expect(offensiveTermIn('والشرموطه')).toBe('شرموطة');
    expect(offensiveTermIn('he said kuss ummak to him')).toBe('kuss ummak');
    expect(offensiveTermIn('Bhenchod!')).toBe('bhenchod');
  });

  it('should leave lecture language alone, fiqh vocabulary and look-alike words included', () => {
    for (const clean of [
      'Patience is half of faith, as narrated in Sahih al-Bukhari.',
      'The ruling on ghusl after a wet dream and after intercourse (جماع) is the same.',
      'عرصات يوم القيامة',
      'We assess the class of Scunthorpe and the cocktail of grass.',
      'خوله الله النعمة',
      'The analysis of the hadith.',
    ]) {
      expect(offensiveTermIn(clean)).toBeUndefined();
    }
  });
});

describe('foldForFilter', () => {
  it('should fold tashkeel, tatweel, alef forms, ta marbuta and Latin accents', () => {
    expect(foldForFilter('الصَّـبْرُ أَوَّلُ الحِكْمَة')).toBe('الصبر اول الحكمه');
    expect(foldForFilter('Qurʾān, Café!')).toBe('qurʾan cafe');
  });
});
