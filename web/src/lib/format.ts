import { currentLocale, i18n } from '@/i18n/i18n';

/*
 * Display formats of SPEC section 9, in the interface's language (English as SPEC words them).
 * Inputs are seconds, bytes or ISO date strings.
 */

/**
 * One rounding rule for every duration and clock: to the nearest second, as the server stores
 * durationSeconds, so the player never says '0:24' beside a page saying '0m 25s'.
 */
function wholeSeconds(seconds: number): number {
  return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0;
}

/** Admin duration: 'Xh Ym Zs' from one hour up, else 'Ym Zs'. */
export function formatDuration(seconds: number): string {
  const total = wholeSeconds(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? i18n.t('common:duration.hoursMinutesSeconds', { h, m, s }) : i18n.t('common:duration.minutesSeconds', { m, s });
}

/** Hours and minutes, e.g. '12h 5m' (dashboard Total Duration). */
export function formatHoursMinutes(seconds: number): string {
  const total = wholeSeconds(seconds);
  return i18n.t('common:duration.hoursMinutes', { h: Math.floor(total / 3600), m: Math.floor((total % 3600) / 60) });
}

/** Player clock: m:ss below an hour, else h:mm:ss. */
export function formatPlayerTime(seconds: number): string {
  const total = wholeSeconds(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const ss = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** Megabytes (bytes / 1048576) to one decimal, e.g. '12.3 MB'. */
export function formatFileSizeMB(bytes: number): string {
  return i18n.t('common:fileSize.megabytes', { size: (bytes / 1048576).toFixed(1) });
}

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.DisplayNames>();

/** One Intl formatter per language and options, made on first use (they are slow to make). */
function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.DisplayNames>(kind: string, options: object, make: (locale: string) => F): F {
  const locale = currentLocale();
  const key = `${locale} ${kind} ${JSON.stringify(options)}`;
  let format = formats.get(key) as F | undefined;
  if (!format) formats.set(key, (format = make(locale)));
  return format;
}

/** A date format of the current language, made once per language and options. */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached('date', options, (locale) => new Intl.DateTimeFormat(locale, options));
}

/** A count as the current language writes it: '12,345'. */
export function formatNumber(value: number): string {
  return cached('number', {}, (locale) => new Intl.NumberFormat(locale)).format(value);
}

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Jan 5, 2024'; empty string for an unreadable date. */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  return date ? dateFormat({ month: 'short', day: 'numeric', year: 'numeric' }).format(date) : '';
}

/** 'Jan 5' (dashboard card upload date). */
export function formatShortDate(value: string | Date): string {
  const date = toDate(value);
  return date ? dateFormat({ month: 'short', day: 'numeric' }).format(date) : '';
}

/** Whole hours, floored (public hero: sum of durationSeconds / 3600). */
export function hoursFloored(totalSeconds: number): number {
  return Math.floor(wholeSeconds(totalSeconds) / 3600);
}

/** Whole hours, rounded (library Total Duration). */
export function hoursRounded(totalSeconds: number): number {
  return Math.round(wholeSeconds(totalSeconds) / 3600);
}

/**
 * User initials: first letters of the full-name words, uppercased, at most 2; without a
 * full name the first 2 letters of the username uppercased; fallback 'U'.
 */
export function getInitials(fullName: string | null | undefined, username: string | null | undefined): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length > 0) {
    return words
      .map((word) => word.charAt(0))
      .join('')
      .toUpperCase()
      .slice(0, 2);
  }
  const name = (username ?? '').trim();
  return name ? name.slice(0, 2).toUpperCase() : 'U';
}

/** A recording date as precise as it is known: '2009', 'Mar 2009', 'Mar 14, 2009'. */
export function formatRecordedOn(value: string): string {
  const [y = 0, m, d] = value.split('-').map(Number);
  if (!m) return String(y);
  const date = new Date(Date.UTC(y, m - 1, d || 1));
  return dateFormat(d ? { dateStyle: 'medium', timeZone: 'UTC' } : { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/**
 * A language code ('ar', 'en', or a recording's 'other', proto/src/content/content-language.ts)
 * as the current language names it ('العربية', 'Other'); other text as it is.
 */
export function formatLanguage(value: string): string {
  if (value === 'other') return i18n.t('common:language.other');
  if (!/^[a-z]{2,3}(-[A-Za-z0-9]+)?$/i.test(value)) return value;
  try {
    return cached('language', {}, (locale) => new Intl.DisplayNames([locale], { type: 'language' })).of(value) ?? value;
  } catch {
    return value;
  }
}
