import type { PlatformRuntime } from '../bootstrap/platform-runtime';

/** What a part of the service reports about itself: null when all is well, else what is wrong. */
export type HealthCondition = () => Promise<string | null>;

const byRuntime = new WeakMap<PlatformRuntime, Map<string, HealthCondition>>();

/**
 * Conditions shown by `/health/ready` beside its checks without making the service unready (a
 * full object store still serves every page and every recording). Kept per runtime, so the
 * services of one embedded process report through the gateway's endpoint.
 */
export function healthConditions(runtime: PlatformRuntime): Map<string, HealthCondition> {
  let conditions = byRuntime.get(runtime);
  if (!conditions) {
    conditions = new Map();
    byRuntime.set(runtime, conditions);
  }
  return conditions;
}
