import type { Content } from '@/types/api';
import { filterContent } from './filter-content';
import { libraryStats } from './library-stats';

const item = (over: Partial<Content>): Content => ({ title: 'T', description: null, speaker: null, tags: [], durationSeconds: null, ...over }) as Content;

describe('filterContent', () => {
  const items = [
    item({ id: 'a', title: 'Patience in Hardship', tags: ['Quran'] }),
    item({ id: 'b', title: 'Mercy', description: 'On KINDNESS', speaker: 'Imam Yusuf' }),
  ];

  it('should match title, description, speaker and tags case-insensitively', () => {
    expect(filterContent(items, 'hardship').map((i) => i.id)).toEqual(['a']);
    expect(filterContent(items, 'kindness').map((i) => i.id)).toEqual(['b']);
    expect(filterContent(items, 'YUSUF').map((i) => i.id)).toEqual(['b']);
    expect(filterContent(items, 'quran').map((i) => i.id)).toEqual(['a']);
    expect(filterContent(items, 'nothing')).toEqual([]);
  });

  it('should keep every item for a blank search', () => {
    expect(filterContent(items, '   ')).toHaveLength(2);
  });
});

describe('libraryStats', () => {
  it('should say Recording for one and floor the hours', () => {
    expect(libraryStats([item({ durationSeconds: 7199 })])).toEqual({ count: 1, noun: 'Recording', hours: 1 });
    expect(libraryStats([])).toEqual({ count: 0, noun: 'Recordings', hours: 0 });
    expect(libraryStats([item({ durationSeconds: 5400 }), item({ durationSeconds: 5399 })]).hours).toBe(2);
  });
});
