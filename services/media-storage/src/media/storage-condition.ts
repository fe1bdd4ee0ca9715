import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { healthConditions, PLATFORM_RUNTIME, type PlatformRuntime } from '@lectures/platform';
import type { ObjectStore } from '@lectures/object-store';
import { OBJECT_STORE } from './media.tokens';

/** `/health/ready` says when the object store is full (free space under the reserve, or S3 refusing writes). */
@Injectable()
export class StorageCondition implements OnModuleInit {
  constructor(
    @Inject(PLATFORM_RUNTIME) private readonly runtime: PlatformRuntime,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
  ) {}

  onModuleInit(): void {
    healthConditions(this.runtime).set('storage', () => this.store.guard.condition());
  }
}
