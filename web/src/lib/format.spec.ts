import { switchLanguage } from '@/i18n/load-language';
import {
  formatDate,
  formatDuration,
  formatFileSizeMB,
  formatLanguage,
  formatNumber,
  formatHoursMinutes,
  formatPlayerTime,
  formatShortDate,
  getInitials,
  hoursFloored,
  hoursRounded,
} from './format';

describe('formatDuration', () => {
  it('should show hours, minutes and seconds from one hour up', () => {
    expect(formatDuration(3725)).toBe('1h 2m 5s');
  });
  it('should show minutes and seconds below an hour', () => {
    expect(formatDuration(65)).toBe('1m 5s');
    expect(formatDuration(0)).toBe('0m 0s');
  });
});

describe('formatHoursMinutes', () => {
  it('should show whole hours and minutes', () => {
    expect(formatHoursMinutes(2 * 3600 + 5 * 60 + 59)).toBe('2h 5m');
  });
});

describe('formatPlayerTime', () => {
  it('should read m:ss below an hour and h:mm:ss from one hour', () => {
    expect(formatPlayerTime(65.9)).toBe('1:06');
    // The same rule as the stored duration: a 24.6 s recording is '0:25' beside '0m 25s'.
    expect(formatPlayerTime(24.6)).toBe('0:25');
    expect(formatDuration(24.6)).toBe('0m 25s');
    expect(formatPlayerTime(24.4)).toBe('0:24');
    expect(formatPlayerTime(3725)).toBe('1:02:05');
  });
  it('should read 0:00 for an unknown duration', () => {
    expect(formatPlayerTime(Number.NaN)).toBe('0:00');
    expect(formatPlayerTime(Number.POSITIVE_INFINITY)).toBe('0:00');
  });
});

describe('formatFileSizeMB', () => {
  it('should divide by 1048576 and keep one decimal', () => {
    expect(formatFileSizeMB(1572864)).toBe('1.5 MB');
    expect(formatFileSizeMB(12_939_428)).toBe('12.3 MB');
  });
});

describe('formatDate', () => {
  it("should read like 'Jan 5, 2024' and 'Jan 5'", () => {
    expect(formatDate('2024-01-05T12:00:00Z')).toBe('Jan 5, 2024');
    expect(formatShortDate('2024-01-05T12:00:00Z')).toBe('Jan 5');
  });
  it('should give an empty string for an unreadable date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('hours of content', () => {
  it('should floor on the public home and round in the library', () => {
    expect(hoursFloored(7199)).toBe(1);
    expect(hoursRounded(5400)).toBe(2);
    expect(hoursRounded(5399)).toBe(1);
  });
});

describe('getInitials', () => {
  it('should take the first letters of at most two full-name words, uppercased', () => {
    expect(getInitials('abdullah ibn umar', 'abd')).toBe('AI');
    expect(getInitials('Maryam', 'm1')).toBe('M');
  });
  it('should use the first two letters of the username without a full name', () => {
    expect(getInitials('   ', 'yusuf')).toBe('YU');
    expect(getInitials(null, 'yusuf')).toBe('YU');
  });
  it("should fall back to 'U'", () => {
    expect(getInitials(null, '')).toBe('U');
  });
});

describe('in Arabic', () => {
  beforeAll(() => switchLanguage('ar'));
  afterAll(() => switchLanguage('en'));

  it('should write durations, sizes and dates in Arabic, with the digits of the player', () => {
    expect(formatDuration(3723)).toBe('1 س 2 د 3 ث');
    expect(formatFileSizeMB(1048576 * 12.34)).toBe('12.3 م.ب');
    expect(formatDate('2024-01-05T12:00:00Z')).toBe('5 يناير 2024');
    expect(formatNumber(12345)).toBe('12,345');
  });
});

describe('formatLanguage', () => {
  it('should name a language code in the interface language, and leave other text as it is', async () => {
    expect(formatLanguage('ar')).toBe('Arabic');
    expect(formatLanguage('English')).toBe('English');
    // A recording's language may be 'other' (proto/src/content/content-language.ts).
    expect(formatLanguage('other')).toBe('Other');
    await switchLanguage('ar');
    expect(formatLanguage('ar')).toBe('العربية');
    expect(formatLanguage('other')).toBe('أخرى');
    await switchLanguage('en');
  });
});
