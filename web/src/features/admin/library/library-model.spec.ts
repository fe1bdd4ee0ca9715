import type { Content } from '@/types/api';
import { groupBy, libraryItems, matchesSearch, sortItems } from './library-model';

const item = (over: Partial<Content>): Content =>
  ({ id: over.title ?? 'x', title: 'x', description: null, speaker: null, tags: [], status: 'approved', durationSeconds: 0, createdAt: '2026-01-01T00:00:00Z', ...over }) as Content;

describe('library model', () => {
  it('should keep only completed or approved items', () => {
    const kept = libraryItems([item({ title: 'a', status: 'approved' }), item({ title: 'b', status: 'completed' }), item({ title: 'c', status: 'processing' })]);
    expect(kept.map((i) => i.title)).toEqual(['a', 'b']);
  });

  it('should search title, description, speaker and tags ignoring case', () => {
    expect(matchesSearch(item({ title: 'Fasting' }), 'fast')).toBe(true);
    expect(matchesSearch(item({ speaker: 'Shaykh Ahmad' }), 'AHMAD')).toBe(true);
    expect(matchesSearch(item({ tags: ['Fiqh'] }), 'fiq')).toBe(true);
    expect(matchesSearch(item({ description: 'About prayer' }), 'zakat')).toBe(false);
  });

  it('should group untagged items under Other and unnamed speakers under Unknown Speaker', () => {
    const items = [item({ title: 'a', tags: ['Fiqh'], speaker: 'A' }), item({ title: 'b' })];
    expect(groupBy(items, 'topic').map(([name]) => name)).toEqual(['Fiqh', 'Other']);
    expect(groupBy(items, 'speaker').map(([name]) => name)).toEqual(['A', 'Unknown Speaker']);
  });

  it('should sort by title, duration and date', () => {
    const items = [item({ title: 'b', durationSeconds: 10, createdAt: '2026-01-02T00:00:00Z' }), item({ title: 'a', durationSeconds: 20 })];
    expect(sortItems(items, 'title').map((i) => i.title)).toEqual(['a', 'b']);
    expect(sortItems(items, 'duration').map((i) => i.title)).toEqual(['a', 'b']);
    expect(sortItems(items, 'recent').map((i) => i.title)).toEqual(['b', 'a']);
  });
});
