import { outboxEntity, type EnvReader, type ServiceDefinition } from '@lectures/platform';
import { SEGMENT_QUEUE, TRANSCRIPTION_QUEUE } from '@lectures/proto';
import { ProgressLogEntity } from './jobs/progress-log.entity';
import { SegmentEntity } from './jobs/segment.entity';
import { TranscriptionJobEntity } from './jobs/transcription-job.entity';
import { CreateTranscription1763770000000 } from './migrations/1763770000000-CreateTranscription';
import { JobLanguage1764500000000 } from './migrations/1764500000000-JobLanguage';
import { BacklogLane1764910000000 } from './migrations/1764910000000-BacklogLane';
import { SegmentLanguage1765318427000 } from './migrations/1765318427000-SegmentLanguage';
import { LaneControlEntity } from './lanes/lane-control.entity';
import { readTranscriptionConfig, type TranscriptionConfig } from './transcription.config';
import { TranscriptionModule } from './transcription.module';

export const TRANSCRIPTION_SCHEMA = 'transcription';

/**
 * The transcription service as both launchers start it. Each process is
 * `workers` competing consumers on the segment queue (prefetch = workers).
 */
export function transcriptionService(
  env: EnvReader,
  _embedded: boolean,
  dataDir: string,
  overrides: Partial<TranscriptionConfig> = {},
): ServiceDefinition {
  const config = { ...readTranscriptionConfig(env, dataDir), ...overrides };
  return {
    name: 'transcription',
    schema: TRANSCRIPTION_SCHEMA,
    entities: [TranscriptionJobEntity, SegmentEntity, ProgressLogEntity, LaneControlEntity, outboxEntity(TRANSCRIPTION_SCHEMA)],
    migrations: [CreateTranscription1763770000000, JobLanguage1764500000000, BacklogLane1764910000000, SegmentLanguage1765318427000],
    consumers: [
      { queue: TRANSCRIPTION_QUEUE, prefetch: 2 },
      { queue: SEGMENT_QUEUE, prefetch: config.workers },
    ],
    module: TranscriptionModule,
    config,
    outbox: true,
  };
}
