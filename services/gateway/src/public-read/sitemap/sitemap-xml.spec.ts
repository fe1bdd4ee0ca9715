import { sitemapSchemaErrors } from './testing/validate-sitemap';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml';

describe('sitemap XML', () => {
  it('should write a urlset and an index the sitemaps schema accepts, with escaped addresses and second-precise dates', async () => {
    const file = urlsetXml([
      { loc: 'https://lectures.example.org/content/tafsir?x=1&y=2', lastModified: '2024-01-05T10:20:30.456Z' },
      { loc: `https://lectures.example.org/content/${encodeURIComponent('شرح-الاربعين')}` },
    ]);
    expect(file).toContain('<loc>https://lectures.example.org/content/tafsir?x=1&amp;y=2</loc><lastmod>2024-01-05T10:20:30Z</lastmod>');
    await expect(sitemapSchemaErrors(file)).resolves.toEqual([]);
    const index = sitemapIndexXml([{ loc: 'https://lectures.example.org/sitemaps/lectures-1.xml', lastModified: '2024-01-05T10:20:30.456Z' }]);
    await expect(sitemapSchemaErrors(index)).resolves.toEqual([]);
  });

  it('should be refused by the schema when it breaks the protocol (the check can fail)', async () => {
    expect(await sitemapSchemaErrors(urlsetXml([{ loc: '/content/relative' }]))).not.toEqual([]);
    expect(await sitemapSchemaErrors(urlsetXml([]))).not.toEqual([]);
    const dated = urlsetXml([{ loc: 'https://lectures.example.org/a', lastModified: '2024-01-05T10:20:30Z' }]);
    expect(await sitemapSchemaErrors(dated.replace('2024-01-05T10:20:30Z', 'yesterday'))).not.toEqual([]);
    const tooMany = Array.from({ length: 50_001 }, (_, i) => ({ loc: `https://lectures.example.org/content/l-${i}` }));
    expect(await sitemapSchemaErrors(urlsetXml(tooMany))).not.toEqual([]);
  });
});
