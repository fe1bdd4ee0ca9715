import 'reflect-metadata';
import { runDistributed, runMain } from '@lectures/platform';
import { gatewayService } from './gateway.service-definition';

runMain(() => runDistributed('gateway', 3000, (env) => gatewayService(env, false, env.string('DATA_DIR', './data'))));
