import { Type } from 'class-transformer';
import { IsBoolean, ValidateNested } from 'class-validator';
import { Actor } from '../common/actor';

export * from './backlog.types';
export class BacklogStatusRequest {}

export class SetBacklogPausedRequest {
  @ValidateNested() @Type(() => Actor)
  actor!: Actor;

  @IsBoolean()
  paused!: boolean;
}
