import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { type ObjectStore, S3ObjectStore } from '@lectures/object-store';
import { OBJECT_STORE } from './media.tokens';

/**
 * A fresh MinIO starts without the bucket: create it at start. Best effort, as
 * credentials on AWS may rightly lack that permission for an existing bucket.
 */
@Injectable()
export class BucketBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger('BucketBootstrap');

  constructor(@Inject(OBJECT_STORE) private readonly store: ObjectStore) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!(this.store instanceof S3ObjectStore)) return;
    try {
      await this.store.ensureBucket();
    } catch (err) {
      this.logger.warn({ msg: 'could not check or create the bucket', bucket: this.store.bucket, error: String(err) });
    }
  }
}
