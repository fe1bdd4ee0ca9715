/** What a media file's own tags say (ID3, MP4 atoms, Vorbis and FLAC comments), read by media-storage. */
export interface MediaTags {
  title?: string;
  artist?: string;
  album?: string;
  track?: number;
  date?: string;
  comment?: string;
  language?: string;
  genres?: string[];
  hasCover?: boolean;
}
