import type { ContentDto } from '@lectures/proto';
import { absoluteUrl, collectionHeadTags, contentDescription, contentHeadTags, defaultHeadTags, escapeHtml } from './page-meta';
import { siteWithWebMessages } from './testing/web-messages';

const site = siteWithWebMessages('en');
const item = (over: Partial<ContentDto>): ContentDto =>
  ({
    id: '6f1c2a52-8d7e-4a43-9a57-2d3f1e0b9c11',
    title: 'Talk',
    description: null,
    speaker: null,
    tags: [],
    mediaType: 'audio',
    mediaUrl: '/api/media/a.mp3',
    videoThumbnailUrl: null,
    artworkUrl: '/api/content/6f1c2a52-8d7e-4a43-9a57-2d3f1e0b9c11/artwork?variant=card&v=abc',
    socialImageUrl: '/api/content/6f1c2a52-8d7e-4a43-9a57-2d3f1e0b9c11/artwork?variant=social&v=abc',
    aiMetadata: null,
    publishedAt: '2024-01-07T09:00:00.000Z',
    createdAt: '2024-01-05T10:00:00.000Z',
    ...over,
  }) as ContentDto;

describe('page meta', () => {
  it('should escape markup and quotes', () => {
    expect(escapeHtml(`<b>"A" & 'B'</b>`)).toBe('&lt;b&gt;&quot;A&quot; &amp; &#39;B&#39;&lt;/b&gt;');
  });

  it('should prefix relative URLs with the origin and keep absolute ones', () => {
    expect(absoluteUrl(site.origin, '/api/x.jpg')).toBe('https://lectures.example.org/api/x.jpg');
    expect(absoluteUrl(site.origin, 'https://cdn.example.org/x.jpg')).toBe('https://cdn.example.org/x.jpg');
  });

  it('should fall back from description to summary to a listen sentence', () => {
    expect(contentDescription(item({ description: 'D', aiMetadata: { summary: 'S' } }), site)).toBe('D');
    expect(contentDescription(item({ description: '  ', aiMetadata: { summary: 'S' } }), site)).toBe('S');
    expect(contentDescription(item({ speaker: 'Imam' }), site)).toBe('Listen to "Talk" by Imam on Lecture Library.');
  });

  it("should describe a video with its 960x960 social picture (not the 16:9 thumbnail), type and media", () => {
    const html = contentHeadTags(
      site,
      item({ mediaType: 'video', videoThumbnailUrl: '/api/media/thumb.jpg', artworkUrl: '/api/media/thumb.jpg', mediaMimeType: 'video/mp4', tags: ['A', 'B'], speaker: 'Imam' }),
    );
    expect(html).toContain('<meta property="og:type" content="video.other" />');
    const image = 'https://lectures.example.org/api/content/6f1c2a52-8d7e-4a43-9a57-2d3f1e0b9c11/artwork?variant=social&amp;v=abc';
    expect(html).toContain(`<meta property="og:image" content="${image}" />`);
    expect(html).toContain(`<meta name="twitter:image" content="${image}" />`);
    expect(html).toContain('<meta property="og:image:type" content="image/jpeg" />');
    expect(html).toContain('<meta property="og:image:width" content="960" />');
    expect(html).toContain('<meta property="og:image:alt" content="Talk by Imam" />');
    expect(html).not.toContain('thumb.jpg');
    expect(html).toContain('<meta property="og:video" content="https://lectures.example.org/api/media/a.mp3" />');
    expect(html.match(/article:tag/g)).toHaveLength(2);
    expect(html).toContain('<meta property="article:published_time" content="2024-01-07T09:00:00.000Z" />');
  });

  it('should give other pages the site title and the default image', () => {
    const html = defaultHeadTags(site, '/');
    expect(html).toContain('<title>Lecture Library - Preserving Knowledge</title>');
    expect(html).toContain('content="https://lectures.example.org/social-card.png"');
    expect(html).not.toContain('article:');
    // The home page names the podcast feed for feed readers; other pages do not repeat it.
    expect(html).toContain('<link rel="alternate" type="application/rss+xml" title="Lecture Library" href="https://lectures.example.org/feed.xml" />');
    expect(defaultHeadTags(site, '/admin')).not.toContain('application/rss+xml');
  });

  it("should give a speaker's and a topic's page their own title, description and feed, escaped", () => {
    const html = collectionHeadTags(site, '/speakers/Shaykh%20%3CAhmad%3E')!;
    expect(html).toContain('<title>Shaykh &lt;Ahmad&gt; - Lecture Library</title>');
    expect(html).toContain('content="Lectures by Shaykh &lt;Ahmad&gt;, transcribed and searchable, on Lecture Library."');
    expect(html).toContain('href="https://lectures.example.org/feed.xml?speaker=Shaykh+%3CAhmad%3E"');
    expect(collectionHeadTags(site, '/topics/Fiqh')).toContain('<link rel="alternate" type="application/rss+xml" title="Fiqh - Lecture Library" href="https://lectures.example.org/feed.xml?topic=Fiqh" />');
    expect(collectionHeadTags(site, '/speakers/%E0%A4%A')).toBeNull();
    expect(collectionHeadTags(site, '/content/x')).toBeNull();
  });

  it("should write the head in the visitor's language with the app's messages, names and titles as stored", () => {
    const arabic = siteWithWebMessages('ar');
    expect(defaultHeadTags(arabic, '/')).toContain('<title>مكتبة المحاضرات - حفظ العلم</title>');
    const html = contentHeadTags(arabic, item({ title: 'Talk', speaker: 'Imam' }));
    expect(html).toContain('<title>Talk - مكتبة المحاضرات</title>');
    expect(html).toContain('<meta name="description" content="استمع إلى «Talk» بصوت Imam على مكتبة المحاضرات." />');
    expect(html).toContain('<meta property="og:image:alt" content="Talk بصوت Imam" />');
    // Link previews read the card's language; the same address is served in English too.
    expect(html).toContain('<meta property="og:locale" content="ar_AR" />\n    <meta property="og:locale:alternate" content="en_US" />');
    expect(contentHeadTags(site, item({}))).toContain('<meta property="og:locale" content="en_US" />\n    <meta property="og:locale:alternate" content="ar_AR" />');
    expect(collectionHeadTags(arabic, '/topics/Fiqh')).toContain('content="محاضرات في Fiqh، مفرّغة نصًّا وقابلة للبحث، على مكتبة المحاضرات."');
  });
});
