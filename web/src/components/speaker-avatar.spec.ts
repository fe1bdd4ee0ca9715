import { speakerInitials } from './speaker-avatar';

describe('speakerInitials', () => {
  it('should take two words of the name, leaving titles out', () => {
    expect(speakerInitials('Shaykh Ahmad Ali')).toBe('AA');
    expect(speakerInitials('Dr. Yasir Qadhi')).toBe('YQ');
    expect(speakerInitials('الشيخ عبد الرحمن')).toBe('عا');
    expect(speakerInitials('Imam')).toBe('I');
  });
});
