import { OTHER_PEOPLE, SPEAKER_SPELLINGS } from '../testing/speaker-spellings';
import { speakerKey } from './speaker-key';

describe('speakerKey', () => {
  it.each(SPEAKER_SPELLINGS)('should give every spelling of $speaker one key', ({ speaker, spellings }) => {
    expect(new Set(spellings.map(speakerKey))).toEqual(new Set([speakerKey(speaker)]));
  });

  it('should give the five speakers and the look-alikes keys of their own', () => {
    const names = [...SPEAKER_SPELLINGS.map((s) => s.speaker), ...OTHER_PEOPLE];
    const keys = names.map(speakerKey);
    expect(new Set(keys).size).toBe(names.length);
  });

  it('should take off titles and prayers, in either script', () => {
    expect(speakerKey('Sh. Ahmad')).toBe('ahmad');
    expect(speakerKey('Ibn Baz rahimahullah')).toBe(speakerKey('Shaykh Ibn Baz'));
    expect(speakerKey('الشيخ ابن باز رحمه الله')).toBe(speakerKey('ابن باز'));
    expect(speakerKey('Dr. Ṣāliḥ ibn ʿAbd al-ʿAzīz')).toBe(speakerKey('Salih ibn Abdul Aziz'));
  });

  it('should keep a name that is only a title, and have no key for a name without letters', () => {
    expect(speakerKey('Imam')).toBe('imam');
    expect(speakerKey('Sheikh')).toBe('shaykh');
    expect(speakerKey(' !! ')).toBe('');
  });
});
