import { Global, Module } from '@nestjs/common';
import { LoginThrottle } from './login-throttle';
import { PasswordHasher } from './password-hasher';
import { RateLimiters } from './rate-limiters';
import { ReprocessThrottle } from './reprocess-throttle';
import { SharedRedis } from './shared-redis';

/** Rate limits, the shared Redis connection and bounded password hashing, for every module of the gateway. */
@Global()
@Module({
  providers: [SharedRedis, RateLimiters, LoginThrottle, ReprocessThrottle, PasswordHasher],
  exports: [SharedRedis, LoginThrottle, ReprocessThrottle, PasswordHasher],
})
export class SecurityModule {}
