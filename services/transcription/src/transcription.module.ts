import { join } from 'node:path';
import { Logger, Module } from '@nestjs/common';
import { SERVICE_CONFIG } from '@lectures/platform';
import { createAnalyser } from './analysis/analyser.factory';
import { JobRepository } from './jobs/job.repository';
import { createObjectReader } from '@lectures/object-store';
import { JobCompletionService } from './pipeline/job-completion.service';
import { JobPlanner } from './pipeline/job-planner.service';
import { JobResumer } from './pipeline/job-resumer.service';
import { VOCABULARY_DIR, WorkDirSweeper } from './pipeline/work-dir-sweeper.service';
import { SegmentAssembler } from './pipeline/segment-assembler.service';
import { SegmentQueue } from './pipeline/segment-queue';
import { SegmentWorker } from './pipeline/segment-worker.service';
import { ProgressReporter } from './progress/progress-reporter';
import { ProgressStateService } from './progress/progress-state.service';
import type { ContentLanguage } from '@lectures/proto';
import { createSpeechToText, type SttConfig } from './stt/speech-to-text.factory';
import { SpeechEngines } from './stt/speech-engines';
import type { SpeechToText } from './stt/speech-to-text';
import type { TranscriptionConfig } from './transcription.config';
import { TranscriptionHandlers } from './transcription.handlers';
import { ANALYSER, MEDIA_STORE, SPEECH_TO_TEXT, VOCABULARY } from './transcription.tokens';
import { VocabularyStore } from './vocabulary/vocabulary-store';
import { BacklogFeeder } from './lanes/backlog-feeder.service';
import { BacklogRepository } from './lanes/backlog.repository';
import { BacklogService } from './lanes/backlog.service';
import { AnalyseAgainService } from './analysis/analyse-again.service';

@Module({
  controllers: [TranscriptionHandlers],
  providers: [
    JobRepository,
    SegmentQueue,
    SegmentAssembler,
    SegmentWorker,
    JobPlanner,
    JobCompletionService,
    JobResumer,
    WorkDirSweeper,
    ProgressReporter,
    ProgressStateService,
    BacklogRepository,
    BacklogFeeder,
    BacklogService,
    AnalyseAgainService,
    {
      provide: VOCABULARY,
      inject: [SERVICE_CONFIG],
      useFactory: (config: TranscriptionConfig) => {
        const logger = new Logger('Vocabulary');
        return new VocabularyStore({
          staffFile: config.vocabularyFile,
          dir: join(config.workDir, VOCABULARY_DIR),
          onProblem: (message) => logger.warn({ msg: 'staff terms not used', problem: message }),
        });
      },
    },
    {
      provide: SPEECH_TO_TEXT,
      inject: [SERVICE_CONFIG, VOCABULARY],
      useFactory: (config: TranscriptionConfig, vocabulary: VocabularyStore) => {
        const logger = new Logger('SpeechToText');
        for (const note of config.sttNotes ?? []) logger.warn({ msg: 'speech engine fallback', note });
        const engine = createSpeechToText(config.stt, vocabulary);
        logger.log({ msg: 'speech engine', engine: engine.name, ...(config.stt.engine === 'whisper' ? { model: config.stt.model, gpu: config.stt.gpu } : {}) });
        // One engine per configuration, shared by the languages STT_ENGINES gives it.
        const made = new Map<SttConfig, SpeechToText>([[config.stt, engine]]);
        const byLanguage: Partial<Record<ContentLanguage, SpeechToText>> = {};
        for (const [language, stt] of Object.entries(config.sttByLanguage ?? {}) as [ContentLanguage, SttConfig][]) {
          if (!made.has(stt)) made.set(stt, createSpeechToText(stt, vocabulary));
          byLanguage[language] = made.get(stt);
          logger.log({ msg: 'speech engine for a language', language, engine: made.get(stt)?.name });
        }
        return new SpeechEngines(engine, byLanguage);
      },
    },
    {
      provide: ANALYSER,
      inject: [SERVICE_CONFIG],
      useFactory: (config: TranscriptionConfig) => {
        const logger = new Logger('Analysis');
        return createAnalyser(config.analyser, (error) => logger.warn({ msg: 'model analysis failed, using rules', error: String(error) }));
      },
    },
    {
      provide: MEDIA_STORE,
      inject: [SERVICE_CONFIG],
      useFactory: (config: TranscriptionConfig) => createObjectReader(config.media),
    },
  ],
})
export class TranscriptionModule {}
