import { i18n } from '@/i18n/i18n';
import { hoursFloored } from '@/lib/format';
import type { PublicStats } from '../api/public-pages';

/** Hero numbers: item count with its noun (in the interface's language, when called), and whole hours of content (floored). */
export function heroStats(stats: PublicStats): { count: number; noun: string; hours: number } {
  return { count: stats.count, noun: i18n.t('public:hero.recordingsNoun', { count: stats.count }), hours: hoursFloored(stats.totalDurationSeconds) };
}
