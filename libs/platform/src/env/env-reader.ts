/**
 * Reads environment variables once at boot and collects every problem,
 * so start-up fails with one message naming each bad variable.
 */
export class EnvReader {
  private readonly errors: string[] = [];

  constructor(private readonly env: NodeJS.ProcessEnv = process.env) {}

  string(name: string): string | undefined;
  string(name: string, fallback: string): string;
  string(name: string, fallback?: string): string | undefined {
    const value = this.env[name];
    return value === undefined || value === '' ? fallback : value;
  }

  required(name: string, why: string): string {
    const value = this.string(name);
    if (value === undefined) {
      this.errors.push(`${name} is required ${why}`);
      return '';
    }
    return value;
  }

  int(name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
    const raw = this.string(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      this.errors.push(`${name} must be an integer between ${min} and ${max}, got '${raw}'`);
      return fallback;
    }
    return value;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.string(name);
    if (raw === undefined) return fallback;
    if (!(allowed as readonly string[]).includes(raw)) {
      this.errors.push(`${name} must be one of ${allowed.join(', ')}, got '${raw}'`);
      return fallback;
    }
    return raw as T;
  }

  url(name: string, protocols: readonly string[]): string | undefined {
    const raw = this.string(name);
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol.replace(':', ''))) throw new Error('protocol');
      return raw;
    } catch {
      this.errors.push(`${name} must be a URL (${protocols.join(' or ')}), got '${raw}'`);
      return undefined;
    }
  }

  bool(name: string, fallback: boolean): boolean {
    const raw = this.string(name);
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
    if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
    this.errors.push(`${name} must be true or false, got '${raw}'`);
    return fallback;
  }

  fail(message: string): void {
    this.errors.push(message);
  }

  /** Throws one error listing every bad variable. */
  done(service: string): void {
    if (this.errors.length > 0) {
      throw new Error(`${service}: invalid environment:\n  - ${this.errors.join('\n  - ')}`);
    }
  }
}
