/** Product name and tagline shown in headers, titles and metadata. */
export const siteConfig = {
  name: 'Lecture Library',
  tagline: 'Preserving Knowledge',
  description: 'Islamic scholarly lectures in audio and video, transcribed and searchable.',
} as const;
