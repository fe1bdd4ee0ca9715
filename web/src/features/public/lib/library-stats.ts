import { hoursFloored } from '@/lib/format';
import type { Content } from '@/types/api';

/** Hero numbers: item count with its noun, and whole hours of content (floored). */
export function libraryStats(items: readonly Content[]): { count: number; noun: string; hours: number } {
  const totalSeconds = items.reduce((sum, item) => sum + (item.durationSeconds ?? 0), 0);
  return { count: items.length, noun: items.length === 1 ? 'Recording' : 'Recordings', hours: hoursFloored(totalSeconds) };
}
