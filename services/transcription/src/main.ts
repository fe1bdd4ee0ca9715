import 'reflect-metadata';
import { runDistributed, runMain } from '@lectures/platform';
import { transcriptionService } from './transcription.service-definition';

runMain(() => runDistributed('transcription', 3003, (env) => transcriptionService(env, false, env.string('DATA_DIR', './data'))));
