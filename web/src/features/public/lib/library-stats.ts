import { hoursFloored } from '@/lib/format';
import type { PublicStats } from '../api/public-pages';

/** Hero numbers: item count with its noun, and whole hours of content (floored). */
export function heroStats(stats: PublicStats): { count: number; noun: string; hours: number } {
  return { count: stats.count, noun: stats.count === 1 ? 'Recording' : 'Recordings', hours: hoursFloored(stats.totalDurationSeconds) };
}
