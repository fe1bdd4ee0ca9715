import 'reflect-metadata';
import { runDistributed, runMain } from '@lectures/platform';
import { mediaStorageService } from './media-storage.service-definition';

runMain(() => runDistributed('media-storage', 3002, (env) => mediaStorageService(env, false, env.string('DATA_DIR', './data'))));
