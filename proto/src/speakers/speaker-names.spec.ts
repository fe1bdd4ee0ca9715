import { joinSpeakerNames, splitSpeakerNames } from './speaker-names';

describe('splitSpeakerNames', () => {
  it("should read SPEC's speaker string as names in order, '&' and ';' between them", () => {
    expect(splitSpeakerNames('Shaykh Ahmad & Dr.  Bilal ; الشيخ محمد')).toEqual(['Shaykh Ahmad', 'Dr. Bilal', 'الشيخ محمد']);
    expect(splitSpeakerNames('Ibn Kathir, Imam')).toEqual(['Ibn Kathir, Imam']);
    expect(splitSpeakerNames(' & ')).toEqual([]);
    expect(splitSpeakerNames(null)).toEqual([]);
  });

  it('should join names back into the same string, and none into null', () => {
    expect(joinSpeakerNames(splitSpeakerNames('A & B'))).toBe('A & B');
    expect(joinSpeakerNames([])).toBeNull();
  });
});
