import { AppError, may, type Actor } from '@lectures/proto';
import type { MediaSettings } from '../media/media.tokens';
import type { ObjectPolicyRepository } from './object-policy.repository';

const isUnlimited = (actor: Actor) => may(actor.role, 'administer');

const gigabytes = (bytes: number) => `${Math.round((bytes / 1024 ** 3) * 10) / 10} GB`;

/**
 * What one contributor may hold: a number of uploads not registered yet and a
 * total of stored bytes. Those who administer the library (the role table's 'administer':
 * admins), who run the archive, are not limited.
 */
export class UploadLimits {
  constructor(
    private readonly policies: ObjectPolicyRepository,
    private readonly settings: MediaSettings,
  ) {}

  /** Before an upload URL is handed out. */
  async assertMayStart(actor: Actor): Promise<void> {
    if (isUnlimited(actor)) return;
    const pending = await this.policies.countPending(actor.id);
    if (pending >= this.settings.maxPendingUploads) {
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `You have ${pending} uploads not registered yet: register them (or wait until they expire) before starting more`,
      );
    }
    const stored = await this.policies.bytesStored(actor.id);
    if (stored >= this.settings.quotaBytes) {
      throw new AppError('PAYLOAD_TOO_LARGE', `Your storage quota of ${gigabytes(this.settings.quotaBytes)} is used up: delete lectures or ask an admin`);
    }
  }

  /** Before an uploaded file is kept. */
  async assertFits(actor: Actor, size: number): Promise<void> {
    if (isUnlimited(actor)) return;
    const stored = await this.policies.bytesStored(actor.id);
    if (stored + size > this.settings.quotaBytes) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `This file would take you past your storage quota of ${gigabytes(this.settings.quotaBytes)} (${gigabytes(stored)} used)`,
      );
    }
  }
}
