import { randomUUID } from 'node:crypto';
import { AppError, ROLE_TABLE, ROLES, type Actor, type Role } from '@lectures/proto';
import { ImportSourceService } from '../import-sources/import-source.service';
import type { MediaSettings } from '../media/media.tokens';
import type { MediaStorageConfig } from '../media-storage.config';
import { mayRead } from './acl-rule';
import { assertMayUpload } from './may-upload';
import type { ObjectPolicyRepository } from './object-policy.repository';
import { UploadLimits } from './upload-limits';

/** Every rule of media-storage that depends on a role, row by row against proto's ROLE_TABLE. */

const actor = (role: Role): Actor => ({ id: randomUUID(), role });

/** FORBIDDEN, or whatever else the call ends in (an allowed caller goes on to the next check). */
async function refusal(call: () => unknown): Promise<string> {
  try {
    await call();
    return 'allowed';
  } catch (error) {
    return error instanceof AppError && error.code === 'FORBIDDEN' ? 'forbidden' : 'allowed';
  }
}

describe.each(ROLES)('media-storage rules for role %s, against the role table', (role) => {
  const row = ROLE_TABLE[role];

  it("should read any private object exactly when the role edits every item ('edit' reaches any)", () => {
    const narrow = { owner: randomUUID(), visibility: 'private' as const, aclRules: [] };
    expect(mayRead(narrow, actor(role))).toBe(row.edit === 'any');
    // Owning an object is not a role: its owner always reads it.
    const own = actor(role);
    expect(mayRead({ ...narrow, owner: own.id }, own)).toBe(true);
  });

  it("should take uploads exactly when the role may 'upload'", async () => {
    expect(await refusal(() => assertMayUpload(actor(role)))).toBe(row.upload === 'none' ? 'forbidden' : 'allowed');
  });

  it("should hold the role to the upload quota unless it may 'administer'", async () => {
    const full = { countPending: async () => 1_000, bytesStored: async () => 10 ** 12 } as unknown as ObjectPolicyRepository;
    const limits = new UploadLimits(full, { maxPendingUploads: 10, quotaBytes: 10 ** 9 } as MediaSettings);
    const outcome = async (call: () => Promise<void>) => call().then(() => 'unlimited', (error: AppError) => error.code);
    const expected = row.administer === 'any' ? 'unlimited' : undefined;
    expect(await outcome(() => limits.assertMayStart(actor(role)))).toBe(expected ?? 'TOO_MANY_REQUESTS');
    expect(await outcome(() => limits.assertFits(actor(role), 1))).toBe(expected ?? 'PAYLOAD_TOO_LARGE');
  });

  it("should list import sources exactly when the role may 'administer'", async () => {
    const service = new ImportSourceService(null as never, null as never, null as never, null as never, {} as MediaStorageConfig, null as never);
    const list = () => service.list({ actor: actor(role), source: { kind: 'upload' } });
    expect(await refusal(list)).toBe(row.administer === 'none' ? 'forbidden' : 'allowed');
  });
});
