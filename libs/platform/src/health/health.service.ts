import type { HealthCondition } from './health-conditions';

export interface HealthCheck {
  name: string;
  check(): Promise<void>;
}

export interface HealthReport {
  status: 'ok' | 'unavailable';
  /** 'ok' or what went wrong; conditions (see healthConditions) too, without changing the status. */
  checks: Record<string, string>;
}

const CHECK_TIMEOUT_MS = 2000;

/** Readiness: every dependency answers within two seconds. */
export class HealthService {
  constructor(
    private readonly checks: HealthCheck[],
    private readonly conditions: Map<string, HealthCondition> = new Map(),
  ) {}

  async readiness(): Promise<HealthReport> {
    const conditions = await Promise.all(
      [...this.conditions].map(async ([name, read]) => [name, (await read().catch((error: unknown) => String(error))) ?? 'ok'] as const),
    );
    const results = await Promise.all(
      this.checks.map(async (c) => {
        try {
          await Promise.race([
            c.check(),
            new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref()),
          ]);
          return [c.name, 'ok'] as const;
        } catch (error) {
          return [c.name, error instanceof Error ? error.message : String(error)] as const;
        }
      }),
    );
    const checks = Object.fromEntries([...results, ...conditions]);
    return { status: results.every(([, r]) => r === 'ok') ? 'ok' : 'unavailable', checks };
  }
}
