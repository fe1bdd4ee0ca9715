import type { ContentRepository } from '../content/content.repository';
import type { SeriesListRow } from '../series/series.repository';
import type { SearchRepository } from './search.repository';
import { SearchService } from './search.service';

const series = (overrides: Partial<SeriesListRow> = {}): SeriesListRow => ({
  id: 'b8a1f7e2-5a43-4c1e-9a0e-3f6f0d6c1a11',
  title: 'Tafsir of the Cave',
  slug: 'tafsir-of-the-cave',
  description: null,
  language: 'en',
  status: 'ongoing',
  created_by: 'c0a1f7e2-5a43-4c1e-9a0e-3f6f0d6c1a11',
  created_at: new Date('2026-01-01T00:00:00Z'),
  updated_at: new Date('2026-01-02T00:00:00Z'),
  artwork_version: null,
  part_count: 3,
  total_seconds: 600,
  ...overrides,
});

/** The search's rules with its repositories replaced: what it asks for, and what it leaves out. */
describe(SearchService.name, () => {
  function build() {
    const parsed = { query: "'cave'", loose: "'cave'", exactOnItem: true };
    const search = {
      rank: jest.fn().mockResolvedValue({ hits: [], parsed }),
      passages: jest.fn().mockResolvedValue([]),
      series: jest.fn().mockResolvedValue([series({ artwork_version: '0123456789abcdef' })]),
      seriesFacet: jest.fn().mockResolvedValue({ values: [{ id: 's1', slug: 'tafsir-of-the-cave', title: 'Tafsir of the Cave', count: 3 }], complete: true }),
    };
    const content = { findCardsByIds: jest.fn().mockResolvedValue([]) };
    return { search, service: new SearchService(search as unknown as SearchRepository, content as unknown as ContentRepository) };
  }

  describe('find', () => {
    it('should answer matching series and the series facet with the first page, published parts only for the public', async () => {
      const { search, service } = build();
      const reply = await service.find({ scope: 'public', q: 'cave', limit: 20, offset: 0, series: 'tafsir-of-the-cave' });
      expect(search.series).toHaveBeenCalledWith(expect.anything(), ['approved'], 6);
      expect(search.rank).toHaveBeenCalledWith(expect.objectContaining({ series: 'tafsir-of-the-cave', statuses: ['approved'] }));
      expect(reply.series).toEqual([expect.objectContaining({ slug: 'tafsir-of-the-cave', partCount: 3, totalDurationSeconds: 600, artworkVersion: '0123456789abcdef' })]);
      expect(reply.facets).toEqual({ series: [{ id: 's1', slug: 'tafsir-of-the-cave', title: 'Tafsir of the Cave', count: 3 }], seriesComplete: true });
    });

    it('should not count series again for a later page', async () => {
      const { search, service } = build();
      const reply = await service.find({ scope: 'staff', q: 'cave', limit: 20, offset: 20 });
      expect(search.series).not.toHaveBeenCalled();
      expect(search.seriesFacet).not.toHaveBeenCalled();
      expect(reply).toMatchObject({ series: [], facets: { series: [], seriesComplete: true } });
    });

    it('should look up the series address as the content service keeps it (NFC)', async () => {
      const { search, service } = build();
      await service.find({ scope: 'public', q: 'cave', limit: 20, offset: 0, series: 'شرح-الاربعين'.normalize('NFD') });
      expect(search.rank).toHaveBeenCalledWith(expect.objectContaining({ series: 'شرح-الاربعين'.normalize('NFC') }));
    });
  });
});
