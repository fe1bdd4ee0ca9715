import 'reflect-metadata';
import { runDistributed, runMain } from '@lectures/platform';
import { readMediaStorageConfig } from './media-storage.config';
import { mediaStorageService } from './media-storage.service-definition';

runMain(() =>
  runDistributed('media-storage', 3002, (env) =>
    mediaStorageService(readMediaStorageConfig(env, { embedded: false, dataDir: env.string('DATA_DIR', './data') })),
  ),
);
