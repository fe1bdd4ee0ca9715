import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { PodcastChapters } from './chapter-files';

class PodcastChapter {
  @ApiProperty({ description: 'seconds from the start of the recording' }) startTime!: number;
  @ApiPropertyOptional({ description: "seconds: the next chapter's start, or the recording's end" }) endTime?: number;
  @ApiProperty() title!: string;
}

/** https://github.com/Podcastindex-org/podcast-namespace/blob/main/docs/examples/chapters/jsonChapters.md */
export class PodcastChaptersResponse implements PodcastChapters {
  @ApiProperty({ enum: ['1.2.0'] }) version!: '1.2.0';
  @ApiPropertyOptional({ description: "the lecture's title" }) title?: string;
  @ApiPropertyOptional({ description: 'the speaker' }) author?: string;
  @ApiProperty({ type: [PodcastChapter] }) chapters!: PodcastChapter[];
}
