/* Display formats of SPEC section 9. Inputs are seconds, bytes or ISO date strings. */

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
  return h > 0 ? `${h}h ${m}m ${s}s` : `${m}m ${s}s`;
}

/** Hours and minutes, e.g. '12h 5m' (dashboard Total Duration). */
export function formatHoursMinutes(seconds: number): string {
  const total = wholeSeconds(seconds);
  return `${Math.floor(total / 3600)}h ${Math.floor((total % 3600) / 60)}m`;
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
  return `${(bytes / 1048576).toFixed(1)} MB`;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const shortDateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Jan 5, 2024'; empty string for an unreadable date. */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : '';
}

/** 'Jan 5' (dashboard card upload date). */
export function formatShortDate(value: string | Date): string {
  const date = toDate(value);
  return date ? shortDateFormat.format(date) : '';
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
  return new Intl.DateTimeFormat('en-US', d ? { dateStyle: 'medium', timeZone: 'UTC' } : { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}
