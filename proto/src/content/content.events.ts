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
