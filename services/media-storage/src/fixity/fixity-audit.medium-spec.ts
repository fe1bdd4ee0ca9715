import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OutboxRelay, type MessageBus } from '@lectures/platform';
import type { EventPattern } from '@lectures/proto';

import { distinctCopy, makeMediaFiles, type MediaFiles } from '@lectures/object-store/src/testing/media-files.fixture';
import { STORE_DRIVERS, type StoreDriver } from '@lectures/object-store/src/testing/store-drivers.fixture';
import { DEFAULT_MEDIA_SETTINGS } from '../media-storage.config';
import { OriginalsRepository } from '../originals/originals.repository';
import { ObjectPolicyRepository } from '../policy/object-policy.repository';
import { UploadCheckService } from '../registration/upload-check.service';
import { UploadRegistrationService } from '../registration/upload-registration.service';
import { MediaService } from '../media/media.service';
import { RenditionRepository } from '../renditions/rendition.repository';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.fixture';
import { FixityAuditService } from './fixity-audit.service';
import { FixityRepository } from './fixity.repository';

jest.setTimeout(90_000);

let workDir: string;
let media: MediaFiles;
let db: TestDatabase;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'fixity-'));
  [media, db] = await Promise.all([makeMediaFiles(workDir), createTestDatabase()]);
});

afterAll(async () => {
  await db?.drop();
  await rm(workDir, { recursive: true, force: true });
});

const DAY = 24 * 3_600_000;

describe.each(STORE_DRIVERS)('fixity audit on %s', (_name, start) => {
  let driver: StoreDriver;
  let audit: FixityAuditService;
  let published: { pattern: EventPattern; data: Record<string, unknown> }[];
  let register: (file: string) => Promise<{ mediaKey: string; contentId: string; bytes: Buffer }>;
  const settings = { ...DEFAULT_MEDIA_SETTINGS, fixityIntervalMs: DAY, fixityBytesPerSecond: 50 * 1024 * 1024 };

  beforeAll(async () => {
    driver = await start();
    published = [];
    const bus = { emit: async (pattern: EventPattern, data: Record<string, unknown>) => void published.push({ pattern, data }) } as unknown as MessageBus;
    const outbox = new OutboxRelay(db.dataSource, 'media', bus);
    const policies = new ObjectPolicyRepository(db.dataSource);
    const originals = new OriginalsRepository(db.dataSource);
    const service = new MediaService(policies, originals, driver.store, settings, new RenditionRepository(db.dataSource));
    const checks = new UploadCheckService(db.dataSource, policies, originals, driver.store, settings);
    const registration = new UploadRegistrationService(db.dataSource, outbox, policies, originals, driver.store, settings, new RenditionRepository(db.dataSource));
    audit = new FixityAuditService(new FixityRepository(db.dataSource), outbox, driver.store, settings);
    register = async (file) => {
      const actor = { id: randomUUID(), role: 'admin' as const };
      const { uploadURL } = await service.createUploadUrl({ actor });
      const bytes = await readFile(await distinctCopy(file));
      expect((await fetch(new URL(uploadURL, driver.http.origin), { method: 'PUT', body: bytes })).status).toBe(200);
      const checked = await checks.check({ actor, mediaURL: uploadURL });
      const contentId = randomUUID();
      await registration.register({ contentId, uploadKey: checked.uploadKey, uploadedBy: actor.id });
      const registered = await eventually(() => published.find((e) => e.data.contentId === contentId));
      return { mediaKey: String(registered.data.mediaKey), contentId, bytes };
    };
  });

  beforeEach(async () => {
    await db.dataSource.query(`TRUNCATE "media"."original", "media"."fixity_finding", "media"."upload_check", "media"."upload_registration", "media"."object_policy"`);
    published.length = 0;
  });

  afterAll(async () => {
    await driver.stop();
  });

  async function eventually<T>(probe: () => T | undefined): Promise<T> {
    for (let i = 0; i < 100; i++) {
      const value = probe();
      if (value !== undefined) return value;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('nothing was published');
  }

  /** Every original due by `at` read once (a claim stamps the real time, so in the future it is due again). */
  async function auditAll(at: Date) {
    const outcomes: Record<string, string> = {};
    for (let next = await audit.auditNext(at); next && !(next.mediaKey in outcomes); next = await audit.auditNext(at)) outcomes[next.mediaKey] = next.outcome;
    return outcomes;
  }

  const tomorrow = () => new Date(Date.now() + DAY + 60_000);

  it('should leave a fresh original until the interval has passed, then find it intact', async () => {
    const { mediaKey } = await register(media.mp3);
    expect(await audit.auditNext()).toBeNull();
    expect(await auditAll(tomorrow())).toEqual({ [mediaKey]: 'intact' });
    expect(published.filter((e) => e.pattern === 'media.fixity-failed.v1')).toEqual([]);
  });

  it('should report a changed byte and a missing original once each, with the lecture, for the audit log', async () => {
    const changed = await register(media.mp3);
    const missing = await register(media.wav);
    const flipped = Buffer.from(changed.bytes);
    flipped[flipped.length >> 1] ^= 0xff;
    await driver.store.delete(changed.mediaKey);
    await driver.store.put(changed.mediaKey, flipped);
    await driver.store.delete(missing.mediaKey);

    expect(await auditAll(tomorrow())).toEqual({ [changed.mediaKey]: 'changed', [missing.mediaKey]: 'missing' });
    const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    const findings = published.filter((e) => e.pattern === 'media.fixity-failed.v1').map((e) => e.data);
    expect(findings).toEqual(
      expect.arrayContaining([
        { findingId: expect.any(String), objectKey: changed.mediaKey, contentId: changed.contentId, problem: 'changed', expectedSha256: sha(changed.bytes), actualSha256: sha(flipped), detectedAt: expect.any(String) },
        { findingId: expect.any(String), objectKey: missing.mediaKey, contentId: missing.contentId, problem: 'missing', expectedSha256: expect.any(String), actualSha256: null, detectedAt: expect.any(String) },
      ]),
    );
    expect(findings).toHaveLength(2);
    const report = await audit.report({});
    expect(report).toMatchObject({ originals: 2, hashed: 2, intact: 0, bytesPerSecond: settings.fixityBytesPerSecond, intervalHours: 24 });
    expect(report.problems.map((p) => [p.objectKey, p.problem]).sort()).toEqual([[changed.mediaKey, 'changed'], [missing.mediaKey, 'missing']].sort());

    // The next pass finds the same problems: nothing is told twice. Restored, the finding closes.
    await auditAll(new Date(Date.now() + 2 * DAY + 120_000));
    expect(published.filter((e) => e.pattern === 'media.fixity-failed.v1')).toHaveLength(2);
    await driver.store.delete(changed.mediaKey);
    await driver.store.put(changed.mediaKey, changed.bytes);
    await auditAll(new Date(Date.now() + 3 * DAY + 180_000));
    expect((await audit.report({})).problems.map((p) => p.objectKey)).toEqual([missing.mediaKey]);
  });

  it('should hash originals stored before checksums were kept first, resumably', async () => {
    await register(media.mp3);
    // An original from before this release: listed by the migration, without a hash.
    const legacyKey = `media/${randomUUID()}/original.wav`;
    const legacyBytes = await readFile(media.wav);
    await driver.store.put(legacyKey, legacyBytes);
    await db.dataSource.query(`INSERT INTO "media"."original" (media_key, content_id, size) VALUES ($1, NULL, $2)`, [legacyKey, legacyBytes.length]);
    expect(await audit.auditNext()).toEqual({ mediaKey: legacyKey, outcome: 'hashed' });
    expect(await audit.auditNext()).toBeNull(); // the fresh one is not due yet
    const [row] = await db.dataSource.query<{ sha256: string }[]>(`SELECT sha256 FROM "media"."original" WHERE media_key = $1`, [legacyKey]);
    expect(row.sha256).toBe(createHash('sha256').update(legacyBytes).digest('hex'));
  });
});
