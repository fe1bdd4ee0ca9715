import { Global, Module } from '@nestjs/common';
import { LoginThrottle } from './login-throttle';
import { PasswordHasher } from './password-hasher';
import { RateLimiters } from './rate-limiters';
import { ReprocessThrottle } from './reprocess-throttle';

/** Rate limits, the shared Redis connection and bounded password hashing, for every module of the gateway. */
@Global()
@Module({
  providers: [RateLimiters, LoginThrottle, ReprocessThrottle, PasswordHasher],
  exports: [LoginThrottle, ReprocessThrottle, PasswordHasher],
})
export class SecurityModule {}
