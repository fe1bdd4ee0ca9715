import { Injectable } from '@nestjs/common';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { consumeOrRefuse, RateLimiters } from './rate-limiters';
import { TooManyRequests } from './too-many-requests';

const MINUTE = 60;

/** Limits of failed sign-ins and registrations; shared by gateway replicas through Redis. */
export const THROTTLE_LIMITS = {
  /** Failed sign-ins per account before it is locked for `lockSeconds`. */
  accountFailures: 5,
  /** Failed sign-ins (any account) per client address per hour. */
  addressFailures: 20,
  /** Registrations and password changes per client address per hour. */
  addressRegistrations: 30,
  lockSeconds: 15 * MINUTE,
};

/**
 * Brute-force limits on sign-in, registration and password change: per account and per
 * client address, shared by every gateway replica (see RateLimiters).
 */
@Injectable()
export class LoginThrottle {
  private readonly byAccount: RateLimiterAbstract;
  private readonly byAddress: RateLimiterAbstract;
  private readonly registrations: RateLimiterAbstract;

  constructor(limiters: RateLimiters) {
    const { accountFailures, addressFailures, addressRegistrations, lockSeconds } = THROTTLE_LIMITS;
    this.byAccount = limiters.create('account', accountFailures, lockSeconds, lockSeconds);
    this.byAddress = limiters.create('address', addressFailures, 60 * MINUTE, lockSeconds);
    this.registrations = limiters.create('register', addressRegistrations, 60 * MINUTE);
  }

  /** Throws 429 when the account or the address has used up its failed attempts. */
  async beforeSignIn(username: string, address: string): Promise<void> {
    const [account, client] = await Promise.all([this.byAccount.get(accountKey(username)), this.byAddress.get(address)]);
    const blocked = [account, client].filter((res) => res && res.remainingPoints <= 0) as RateLimiterRes[];
    if (blocked.length > 0) throw new TooManyRequests('Too many failed sign-in attempts.', Math.max(...blocked.map((r) => r.msBeforeNext)));
  }

  /** Counts a failed sign-in against the account and the address. */
  async failedSignIn(username: string, address: string): Promise<void> {
    await Promise.all([swallowLimit(this.byAccount.consume(accountKey(username))), swallowLimit(this.byAddress.consume(address))]);
  }

  async succeededSignIn(username: string): Promise<void> {
    await this.byAccount.delete(accountKey(username));
  }

  /** Registrations and password changes: every attempt counts, per address. */
  accountChange(address: string): Promise<void> {
    return consumeOrRefuse(this.registrations, address, 'Too many attempts from this address.');
  }
}

const accountKey = (username: string) => username.trim().toLowerCase();

/** `consume` rejects with the limiter's result once the points are used up: that is expected here. */
async function swallowLimit(consuming: Promise<RateLimiterRes>): Promise<void> {
  try {
    await consuming;
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
  }
}
