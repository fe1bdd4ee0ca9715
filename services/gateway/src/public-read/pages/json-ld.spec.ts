import type { ContentDto, SeriesPlacement } from '@lectures/proto';
import type { SeriesDto } from '../../series/series-gateway.service';
import { isoDuration, jsonLdScript, lectureJsonLd, seriesJsonLd, speakerJsonLd } from './json-ld';
import { siteWithWebMessages } from './testing/web-messages';
import { jsonLdOf, schemaOrgProblems } from './testing/schema-org-checks';


const site = siteWithWebMessages('en');

function makeItem(overrides: Partial<ContentDto> = {}): ContentDto {
  return {
    id: '6f1d2c3b-1111-4222-8333-444455556666',
    slug: 'patience-in-hardship',
    title: 'Patience in hardship',
    description: 'On sabr.',
    speaker: 'Shaykh Ahmad',
    durationSeconds: 3725,
    tags: ['Fiqh'],
    language: 'en',
    status: 'approved',
    mediaType: 'audio',
    mediaUrl: '/api/media/media/x/original.mp3',
    mediaFileSize: 1000,
    mediaMimeType: 'audio/mpeg',
    videoThumbnailUrl: null,
    videoWidth: null,
    videoHeight: null,
    videoFrameRate: null,
    audioUrl: '/api/media/media/x/original.mp3',
    audioFileSize: 1000,
    audioMimeType: 'audio/mpeg',
    transcriptText: 'In the name of God. Patience is light.',
    transcriptLength: 38,
    aiMetadata: null,
    fileCreatedAt: null,
    origin: 'upload',
    seriesName: null,
    seriesPart: null,
    recordedOn: null,
    uploadedBy: '00000000-0000-4000-8000-000000000001',
    publishedAt: '2024-01-07T09:00:00.000Z',
    createdAt: '2024-01-05T10:00:00.000Z',
    updatedAt: '2024-01-06T10:00:00.000Z',
    artworkUrl: '/api/content/x/artwork?variant=card&v=1',
    socialImageUrl: '/api/content/x/artwork?variant=social&v=1',
    podcastImageUrl: '/api/content/x/artwork?variant=podcast&v=1',
    chapters: [],
    ...overrides,
  };
}

const placement: SeriesPlacement = { series: { id: 's1', title: 'Forty Hadith', slug: 'forty-hadith', lastPart: 40 }, part: 7, previous: null, next: null };

describe('schema.org descriptions', () => {
  it('should write ISO 8601 durations', () => {
    expect([0, 59, 60, 3600, 3725, 7322.6].map(isoDuration)).toEqual(['PT0S', 'PT59S', 'PT1M', 'PT1H', 'PT1H2M5S', 'PT2H2M3S']);
  });

  it('should describe an audio lecture as a PodcastEpisode with its recording, transcript and series', () => {
    const node = lectureJsonLd(site, makeItem(), placement);
    expect(schemaOrgProblems(node)).toEqual([]);
    expect(node).toMatchObject({
      '@type': 'PodcastEpisode',
      url: 'https://lectures.example.org/content/patience-in-hardship',
      duration: 'PT1H2M5S',
      // Its publication, not its upload (uploadDate says that).
      datePublished: '2024-01-07T09:00:00.000Z',
      episodeNumber: 7,
      partOfSeries: { '@type': 'PodcastSeries', name: 'Forty Hadith', url: 'https://lectures.example.org/series/forty-hadith' },
      associatedMedia: { '@type': 'AudioObject', contentUrl: 'https://lectures.example.org/api/media/media/x/original.mp3', transcript: 'In the name of God. Patience is light.' },
    });
    // In no series: an episode of the library's own podcast.
    expect(lectureJsonLd(site, makeItem(), null)).toMatchObject({ partOfSeries: { '@type': 'PodcastSeries', url: 'https://lectures.example.org/', webFeed: 'https://lectures.example.org/feed.xml' } });
  });

  it('should describe a video lecture as a VideoObject with what Google requires', () => {
    const node = lectureJsonLd(site, makeItem({ mediaType: 'video', mediaMimeType: 'video/mp4', videoThumbnailUrl: '/api/media/media/x/thumbnail.jpg', audioUrl: null }), placement);
    expect(schemaOrgProblems(node)).toEqual([]);
    expect(node).toMatchObject({ '@type': 'VideoObject', thumbnailUrl: 'https://lectures.example.org/api/media/media/x/thumbnail.jpg', uploadDate: '2024-01-05T10:00:00.000Z', transcript: 'In the name of God. Patience is light.', isPartOf: { '@type': 'PodcastSeries' } });
  });

  it('should describe a series as a PodcastSeries with its parts', () => {
    const series = {
      id: 's1', title: 'Forty Hadith', slug: 'forty-hadith', description: null, language: 'ar', status: 'ongoing', partCount: 1, totalDurationSeconds: 3725,
      createdBy: 'u', createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '2024-01-07T00:00:00.000Z', lastPart: 1,
      parts: [{ part: 1, content: makeItem() }],
    } as SeriesDto;
    const node = seriesJsonLd(site, series);
    expect(schemaOrgProblems(node)).toEqual([]);
    expect(node).toMatchObject({ '@type': 'PodcastSeries', author: [{ '@type': 'Person', name: 'Shaykh Ahmad' }], webFeed: 'https://lectures.example.org/feed.xml?series=forty-hadith', hasPart: [{ episodeNumber: 1, url: 'https://lectures.example.org/content/patience-in-hardship' }] });
  });

  it('should find what is wrong with a description (the checks can fail)', () => {
    const node = lectureJsonLd(site, makeItem(), placement);
    expect(schemaOrgProblems({ ...node, transcript: 'on the wrong type' })).toEqual(['$: transcript is not a property of PodcastEpisode']);
    expect(schemaOrgProblems({ ...node, duration: '1:02:05', datePublished: undefined })).toEqual(['$.duration: 1:02:05 is not an ISO 8601 duration', '$: PodcastEpisode lacks datePublished']);
    expect(schemaOrgProblems({ ...node, partOfSeries: { '@type': 'Person', name: 'x' } })).toEqual(['$.partOfSeries: Person is not a CreativeWorkSeries']);
  });

  it('should keep text that looks like markup inside its script element', () => {
    const html = jsonLdScript(lectureJsonLd(site, makeItem({ title: '</script><script>alert(1)</script>' }), null));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(jsonLdOf(html)[0].name).toBe('</script><script>alert(1)</script>');
  });

  it("should describe a speaker's page as a ProfilePage of a Person with every spelling, biography and links", () => {
    const node = speakerJsonLd(site, {
      id: 'sp1',
      name: 'Shaykh Ahmad Ali',
      slug: 'ahmad-ali',
      otherSpellings: ['Sheikh Ahmad Ali', 'الشيخ أحمد علي'],
      bio: 'Teaches tafsir in Cairo.',
      links: [{ label: 'Website', url: 'https://ahmad.example.org' }],
      lectureCount: 3,
      series: [],
      createdAt: '2024-01-05T10:00:00.000Z',
      updatedAt: '2024-02-05T10:00:00.000Z',
    });
    expect(schemaOrgProblems(node)).toEqual([]);
    expect(node).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      '@id': 'https://lectures.example.org/speakers/ahmad-ali',
      url: 'https://lectures.example.org/speakers/ahmad-ali',
      name: 'Shaykh Ahmad Ali - Lecture Library',
      dateModified: '2024-02-05T10:00:00.000Z',
      mainEntity: {
        '@type': 'Person',
        name: 'Shaykh Ahmad Ali',
        alternateName: ['Sheikh Ahmad Ali', 'الشيخ أحمد علي'],
        description: 'Teaches tafsir in Cairo.',
        sameAs: ['https://ahmad.example.org'],
        url: 'https://lectures.example.org/speakers/ahmad-ali',
      },
    });
    // A person without a name is not a description search engines accept.
    expect(schemaOrgProblems({ ...node, mainEntity: { '@type': 'Person' } })).not.toEqual([]);
  });
});
