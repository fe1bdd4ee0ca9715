import { randomUUID } from 'node:crypto';
import type { OutboxRelay } from '@lectures/platform';
import { joinPassages, joinSpeakerNames, splitSpeakerNames, type AnalysisSettings, type EventPattern, type Passage, type TranscriptEditRecord } from '@lectures/proto';
import type { EntityManager } from 'typeorm';
import { ContentEntity } from '../content/content.entity';
import type { ContentRepository } from '../content/content.repository';
import type { ResultAnnouncer } from '../content/result-announcer';
import type { PassageState, TranscriptRepository } from '../transcript/transcript.repository';
import type { ImportOutcomes } from '../imports/import-outcomes';
import type { AnalysisSettingsRepository } from '../content/analysis-settings.repository';
import type { SpeakerLinks } from '../speakers/speaker-links';

/**
 * The content and passage tables in memory: what the service rules need, and what PostgreSQL
 * derives from the current passages (the item's transcript length; its text is `textOf`).
 */
export class InMemoryContentRepository {
  readonly rows = new Map<string, ContentEntity>();
  /** Passage rows by `${contentId}:${state}`. */
  passages = new Map<string, Passage[]>();

  create(fields: Partial<ContentEntity>): ContentEntity {
    // What PostgreSQL fills in for columns left out: NULL, or the column default.
    const nullable = ['description', 'speaker', 'durationSeconds', 'mediaKey', 'thumbnailKey', 'uploadKey', 'mediaFileSize', 'mediaMimeType',
      'videoWidth', 'videoHeight', 'videoFrameRate', 'audioFileSize', 'audioMimeType', 'transcriptLength', 'aiMetadata', 'fileCreatedAt', 'analysisRequest'];
    const defaults = Object.fromEntries(nullable.map((key) => [key, null]));
    return Object.assign(new ContentEntity(), defaults, { tags: [], extraObjectKeys: [], staffFields: [], generation: 1, status: 'approved' }, fields);
  }

  async save(_manager: EntityManager, entity: ContentEntity): Promise<ContentEntity> {
    const now = new Date();
    const id = entity.id ?? randomUUID();
    // The transcript's length is PostgreSQL's to write, never the service's.
    const saved = Object.assign(new ContentEntity(), entity, { id, createdAt: entity.createdAt ?? now, updatedAt: now, transcriptLength: this.rows.get(id)?.transcriptLength ?? null });
    this.rows.set(saved.id, saved);
    return this.copy(saved);
  }

  /** The item's transcript text as PostgreSQL derives it from its current passages. */
  textOf(id: string): string | null {
    const current = this.passages.get(`${id}:current`) ?? [];
    return current.length > 0 ? joinPassages(current).text : null;
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
    for (const key of [...this.passages.keys()]) if (key.startsWith(`${id}:`)) this.passages.delete(key);
  }

  async list(): Promise<ContentEntity[]> {
    return [...this.rows.values()].map((r) => this.copy(r));
  }

  async publishedVersion(): Promise<string> {
    return String([...this.rows.values()].filter((r) => r.status === 'approved').length);
  }

  /** One consistent view: nothing else runs between the reads of one call here. */
  snapshot<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return work({} as EntityManager);
  }

  /** All or nothing, like a transaction: a throw leaves the rows as they were. */
  async transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const before = new Map([...this.rows].map(([id, row]) => [id, this.copy(row)]));
    const passagesBefore = structuredClone(this.passages);
    try {
      return await work({} as EntityManager);
    } catch (error) {
      this.rows.clear();
      for (const [id, row] of before) this.rows.set(id, row);
      this.passages = passagesBefore;
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

  async completed(contentId: string, transcript: string): Promise<void> {
    this.messages.push({ type: 'transcript_complete', contentId, detail: transcript });
  }

  async failed(contentId: string, error: string): Promise<void> {
    this.messages.push({ type: 'transcript_error', contentId, detail: error });
  }

  asAnnouncer(): ResultAnnouncer {
    return this as unknown as ResultAnnouncer;
  }
}

/** The passage rows of InMemoryContentRepository, as TranscriptRepository reads and writes them. */
export class InMemoryTranscriptRepository {
  readonly saves: (TranscriptEditRecord & { contentId: string })[] = [];

  constructor(private readonly content: InMemoryContentRepository) {}

  async recordEdit(_manager: EntityManager, contentId: string, edit: TranscriptEditRecord): Promise<void> {
    this.saves.push({ contentId, ...structuredClone(edit) });
  }

  async edits(contentId: string, limit: number): Promise<TranscriptEditRecord[]> {
    return this.saves.filter((s) => s.contentId === contentId).reverse().slice(0, limit).map(({ by, at, changes }) => ({ by, at, changes }));
  }

  async passages(contentId: string, state: PassageState): Promise<Passage[]> {
    return structuredClone(this.content.passages.get(`${contentId}:${state}`) ?? []);
  }

  async replace(_manager: EntityManager, contentId: string, state: PassageState, passages: Passage[]): Promise<void> {
    const stored = passages.map(({ start, end, text, edited }) => ({ start, end, text, ...(edited ? { edited } : {}) }));
    this.set(contentId, state, stored);
  }

  async remove(_manager: EntityManager, contentId: string, state: PassageState): Promise<void> {
    this.set(contentId, state, []);
  }

  async promoteWaiting(_manager: EntityManager, contentId: string): Promise<void> {
    this.set(contentId, 'current', this.content.passages.get(`${contentId}:waiting`) ?? []);
    this.set(contentId, 'waiting', []);
  }

  asRepository(): TranscriptRepository {
    return this as unknown as TranscriptRepository;
  }

  private set(contentId: string, state: PassageState, passages: Passage[]): void {
    if (passages.length > 0) this.content.passages.set(`${contentId}:${state}`, passages);
    else this.content.passages.delete(`${contentId}:${state}`);
    const row = this.content.rows.get(contentId);
    if (state === 'current' && row) row.transcriptLength = this.content.textOf(contentId)?.length ?? null;
  }
}


/** Items not made by an import: every import outcome is a no-op. */
export function noImports(): ImportOutcomes {
  const none = { registered: async () => undefined, rejected: async () => false, transcribing: async () => undefined, transcribed: async () => undefined, transcriptionFailed: async () => undefined };
  return none as unknown as ImportOutcomes;
}

/** The admin's analysis settings in memory (automatic acceptance off unless a test turns it on). */
export class InMemoryAnalysisSettings {
  autoAcceptOn = false;

  asRepository(): AnalysisSettingsRepository {
    const read = async (): Promise<AnalysisSettings> => ({ autoAccept: this.autoAcceptOn, changedBy: null, changedAt: null });
    return { read, autoAccept: async () => this.autoAcceptOn, write: async (on: boolean) => ((this.autoAcceptOn = on), read()) } as unknown as AnalysisSettingsRepository;
  }
}

/** Speaker records as the in-memory rows see them: the names as typed, joined as PostgreSQL derives the string. */
export function speakersAsTyped(repository: InMemoryContentRepository): SpeakerLinks {
  const setLectureSpeakers = async (_manager: EntityManager, contentId: string, text: string | null | undefined) => {
    const row = repository.rows.get(contentId);
    if (row) row.speaker = joinSpeakerNames(splitSpeakerNames(text));
  };
  return { setLectureSpeakers, setSeriesSpeakers: async () => undefined } as unknown as SpeakerLinks;
}
