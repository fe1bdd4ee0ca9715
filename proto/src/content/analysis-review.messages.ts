import { Type } from 'class-transformer';
import { IsBoolean, IsUUID, ValidateNested } from 'class-validator';
import { Actor } from '../common/actor';

export class GetAnalysisSettingsRequest {}

export class UpdateAnalysisSettingsRequest {
  @ValidateNested() @Type(() => Actor)
  actor!: Actor;

  @IsBoolean()
  autoAccept!: boolean;
}

/** 'Analyse again': the analysis of the transcript as it stands (corrections included), as a proposal; nothing is transcribed. */
export class AnalyseAgainRequest {
  @IsUUID()
  id!: string;

  @ValidateNested() @Type(() => Actor)
  actor!: Actor;
}
