import { Injectable } from '@nestjs/common';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { accountKey, type Device } from '../auth/device-cookie';
import { consumeOrRefuse, RateLimiters } from './rate-limiters';
import { TooManyRequests } from '../http/too-many-requests';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Limits of failed sign-ins and registrations; shared by gateway replicas through Redis. */
export const THROTTLE_LIMITS = {
  /** Failed sign-ins to one account from one address before each next try waits (1 s, 2 s, 4 s...). */
  pairFreeFailures: 5,
  /** Failed sign-ins to one account from all addresses together before untrusted tries wait. */
  accountFreeFailures: 20,
  /** The longest wait: a guesser gets a few tries an hour, never a lock on the owner. */
  maxWaitSeconds: 15 * MINUTE,
  /** Failed sign-ins (any account) per client address per hour. */
  addressFailures: 20,
  /** Failed sign-ins from a trusted device per day before it is trusted no more. */
  deviceFailures: 10,
  /** Registrations and password changes per client address per hour. */
  addressRegistrations: 30,
};

/** The wait after the nth failure from the last free one on: doubling from a second, up to the cap. */
export const waitSeconds = (n: number): number => Math.min(2 ** (n - 1), THROTTLE_LIMITS.maxWaitSeconds);

const TOO_MANY = 'Too many failed sign-in attempts.';

/**
 * Brute force on sign-in slows the guesser down and never locks the owner out (ASVS 2.2.1):
 * - per account and address: after 5 failures each next try waits, doubling up to 15 minutes;
 * - per account from everywhere: past 20 failures an hour, untrusted tries wait the same way;
 * - per address: 20 failures an hour, whatever the account (a sprayer trying many accounts);
 * - a device that signed in to the account before (device cookie) passes all three, so the owner
 *   signs in with the right password while someone elsewhere guesses; its own failures are
 *   counted, and after 10 in a day it is trusted no more.
 * Shared by every gateway replica through Redis (see RateLimiters).
 */
@Injectable()
export class LoginThrottle {
  private readonly pairFailures: RateLimiterAbstract;
  private readonly pairWait: RateLimiterAbstract;
  private readonly accountFailures: RateLimiterAbstract;
  private readonly accountWait: RateLimiterAbstract;
  private readonly byAddress: RateLimiterAbstract;
  private readonly byDevice: RateLimiterAbstract;
  private readonly registrations: RateLimiterAbstract;

  constructor(limiters: RateLimiters) {
    const { addressFailures, deviceFailures, addressRegistrations, maxWaitSeconds } = THROTTLE_LIMITS;
    // Counters only count (points never run out); the waits are blocks set after a failure.
    this.pairFailures = limiters.create('pair', 1_000_000, HOUR);
    this.pairWait = limiters.create('pair-wait', 1, maxWaitSeconds);
    this.accountFailures = limiters.create('account', 1_000_000, HOUR);
    this.accountWait = limiters.create('account-wait', 1, maxWaitSeconds);
    this.byAddress = limiters.create('address', addressFailures, HOUR, maxWaitSeconds);
    this.byDevice = limiters.create('device', deviceFailures, 24 * HOUR);
    this.registrations = limiters.create('register', addressRegistrations, HOUR);
  }

  /** Throws 429 (with the wait) when this attempt must wait; a trusted device never does. */
  async beforeSignIn(username: string, address: string, device: Device | null = null): Promise<void> {
    if (await this.trusted(username, device)) return;
    const account = accountKey(username);
    const results = await Promise.all([this.byAddress.get(address), this.pairWait.get(pairKey(account, address)), this.accountWait.get(account)]);
    const waiting = results.filter((res): res is RateLimiterRes => res !== null && res.remainingPoints <= 0);
    if (waiting.length > 0) throw new TooManyRequests(TOO_MANY, Math.max(...waiting.map((r) => r.msBeforeNext)));
  }

  /** Counts a failed sign-in and sets the wait it earns. */
  async failedSignIn(username: string, address: string, device: Device | null = null): Promise<void> {
    if (await this.trusted(username, device)) {
      await swallowLimit(this.byDevice.consume(device!.id));
      return;
    }
    const account = accountKey(username);
    const pair = pairKey(account, address);
    const [pairCount, accountCount] = await Promise.all([
      this.pairFailures.consume(pair).then((r) => r.consumedPoints),
      this.accountFailures.consume(account).then((r) => r.consumedPoints),
      swallowLimit(this.byAddress.consume(address)),
    ]);
    const { pairFreeFailures, accountFreeFailures } = THROTTLE_LIMITS;
    if (pairCount >= pairFreeFailures) await this.pairWait.block(pair, waitSeconds(pairCount - pairFreeFailures + 1));
    if (accountCount >= accountFreeFailures) await this.accountWait.block(account, waitSeconds(accountCount - accountFreeFailures + 1));
  }

  /** The right password from this address: its own count starts again (others' do not). */
  async succeededSignIn(username: string, address: string): Promise<void> {
    const pair = pairKey(accountKey(username), address);
    await Promise.all([this.pairFailures.delete(pair), this.pairWait.delete(pair)]);
  }

  /** Registrations and password changes: every attempt counts, per address. */
  accountChange(address: string): Promise<void> {
    return consumeOrRefuse(this.registrations, address, 'Too many attempts from this address.');
  }

  private async trusted(username: string, device: Device | null): Promise<boolean> {
    if (!device || device.account !== accountKey(username)) return false;
    const used = await this.byDevice.get(device.id);
    return !used || used.remainingPoints > 0;
  }
}

const pairKey = (account: string, address: string) => `${account}|${address}`;

/** `consume` rejects with the limiter's result once the points are used up: that is expected here. */
async function swallowLimit(consuming: Promise<RateLimiterRes>): Promise<void> {
  try {
    await consuming;
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
  }
}
