import { randomUUID } from 'node:crypto';
import type { OutboxRelay } from '@lectures/platform';
import type { EventPattern } from '@lectures/proto';
import type { EntityManager } from 'typeorm';
import { ContentEntity } from '../content/content.entity';
import type { ContentRepository } from '../content/content.repository';
import type { ResultAnnouncer } from '../content/result-announcer';
import type { SearchRepository } from '../search/search.repository';
import type { ImportOutcomes } from '../imports/import-outcomes';

/** The content table in memory: what the service rules need, nothing of PostgreSQL. */
export class InMemoryContentRepository {
  readonly rows = new Map<string, ContentEntity>();

  create(fields: Partial<ContentEntity>): ContentEntity {
    // What PostgreSQL fills in for columns left out: NULL, or the column default.
    const nullable = ['description', 'speaker', 'durationSeconds', 'mediaKey', 'thumbnailKey', 'uploadKey', 'mediaFileSize', 'mediaMimeType',
      'videoWidth', 'videoHeight', 'videoFrameRate', 'audioFileSize', 'audioMimeType', 'transcriptText', 'transcriptLength', 'aiMetadata', 'fileCreatedAt'];
    const defaults = Object.fromEntries(nullable.map((key) => [key, null]));
    return Object.assign(new ContentEntity(), defaults, { tags: [], extraObjectKeys: [], staffFields: [], generation: 1, status: 'approved' }, fields);
  }

  async save(_manager: EntityManager, entity: ContentEntity): Promise<ContentEntity> {
    const now = new Date();
    const saved = Object.assign(new ContentEntity(), entity, { id: entity.id ?? randomUUID(), createdAt: entity.createdAt ?? now, updatedAt: now });
    this.rows.set(saved.id, saved);
    return this.copy(saved);
  }

  async findById(id: string): Promise<ContentEntity | null> {
    const row = this.rows.get(id);
    return row ? this.copy(row) : null;
  }

  findForUpdate(_manager: EntityManager, id: string): Promise<ContentEntity | null> {
    return this.findById(id);
  }

  async findByUploadKey(uploadKey: string): Promise<ContentEntity | null> {
    const row = [...this.rows.values()].find((r) => r.uploadKey === uploadKey);
    return row ? this.copy(row) : null;
  }

  async insertIfNewUpload(manager: EntityManager, entity: ContentEntity): Promise<ContentEntity | null> {
    if (await this.findByUploadKey(entity.uploadKey!)) return null;
    return this.save(manager, entity);
  }

  async remove(_manager: EntityManager, id: string): Promise<void> {
    this.rows.delete(id);
  }

  async list(): Promise<ContentEntity[]> {
    return [...this.rows.values()].map((r) => this.copy(r));
  }

  async publishedVersion(): Promise<string> {
    return String([...this.rows.values()].filter((r) => r.status === 'approved').length);
  }

  /** All or nothing, like a transaction: a throw leaves the rows as they were. */
  async transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const before = new Map([...this.rows].map(([id, row]) => [id, this.copy(row)]));
    try {
      return await work({} as EntityManager);
    } catch (error) {
      this.rows.clear();
      for (const [id, row] of before) this.rows.set(id, row);
      throw error;
    }
  }

  asRepository(): ContentRepository {
    return this as unknown as ContentRepository;
  }

  private copy(row: ContentEntity): ContentEntity {
    return Object.assign(new ContentEntity(), structuredClone({ ...row }));
  }
}

/** Records what would be published; nothing is sent. */
export class RecordingOutbox {
  readonly events: { pattern: EventPattern; payload: Record<string, unknown> }[] = [];

  async add(_manager: EntityManager, pattern: EventPattern, payload: object): Promise<void> {
    this.events.push({ pattern, payload: payload as Record<string, unknown> });
  }

  kick(): void {}

  patterns(): EventPattern[] {
    return this.events.map((e) => e.pattern);
  }

  asRelay(): OutboxRelay {
    return this as unknown as OutboxRelay;
  }
}

/** Records what browsers would be told live. */
export class RecordingAnnouncer {
  readonly messages: { type: 'transcript_complete' | 'transcript_error'; contentId: string; detail: string }[] = [];

  async completed(event: { contentId: string; transcriptText: string }): Promise<void> {
    this.messages.push({ type: 'transcript_complete', contentId: event.contentId, detail: event.transcriptText });
  }

  async failed(contentId: string, error: string): Promise<void> {
    this.messages.push({ type: 'transcript_error', contentId, detail: error });
  }

  asAnnouncer(): ResultAnnouncer {
    return this as unknown as ResultAnnouncer;
  }
}

/** Passages are PostgreSQL's business (full-text search): the rules only need them replaced. */
export class RecordingPassages {
  readonly replaced = new Map<string, number>();

  async replacePassages(_manager: EntityManager, contentId: string, segments: unknown[]): Promise<void> {
    this.replaced.set(contentId, segments.length);
  }

  asRepository(): SearchRepository {
    return this as unknown as SearchRepository;
  }
}


/** Items not made by an import: every import outcome is a no-op. */
export function noImports(): ImportOutcomes {
  const none = { registered: async () => undefined, rejected: async () => false, transcribing: async () => undefined, transcribed: async () => undefined, transcriptionFailed: async () => undefined };
  return none as unknown as ImportOutcomes;
}
