import 'reflect-metadata';
import { runDistributed, runMain } from '@lectures/platform';
import { contentService } from './content.service-definition';

runMain(() => runDistributed('content', 3001, () => contentService()));
