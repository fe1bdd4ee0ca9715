import { IsArray, IsIn, IsString, IsUUID } from 'class-validator';

/** Announced after an item is gone, so its objects can be removed. */
export class ContentDeletedEvent {
  @IsUUID()
  contentId!: string;

  @IsArray() @IsString({ each: true })
  objectKeys!: string[];
}

/** Published items' media is public; everything else private to staff. */
export class ContentVisibilityChangedEvent {
  @IsUUID()
  contentId!: string;

  @IsArray() @IsString({ each: true })
  objectKeys!: string[];

  @IsIn(['public', 'private'])
  visibility!: 'public' | 'private';
}

/**
 * An item was made from an upload: media-storage inspects the object, moves it
 * to its final key and answers with media.registered or media.rejected.
 */
export class UploadAcceptedEvent {
  @IsUUID()
  contentId!: string;

  @IsString()
  uploadKey!: string;

  @IsUUID()
  uploadedBy!: string;
}
