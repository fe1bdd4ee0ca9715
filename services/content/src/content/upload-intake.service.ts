import { Inject, Injectable, Logger } from '@nestjs/common';
import { OUTBOX, type OutboxRelay } from '@lectures/platform';
import {
  AppError,
  type ContentRecord,
  type CreateFromUploadRequest,
  type ImportMetadata,
  type MediaRegisteredEvent,
  type MediaRejectedEvent,
  splitSpeakerNames,
} from '@lectures/proto';
import type { EntityManager } from 'typeorm';
import { ImportOutcomes } from '../imports/import-outcomes';
import { fileInSeries } from '../series/series-filing';
import { SpeakerLinks } from '../speakers/speaker-links';
import { toContentRecord } from './content.mapper';
import { ContentRepository } from './content.repository';
import { ResultAnnouncer } from './result-announcer';
import { objectKeysOf, requestTranscription } from './transcription-request';

/**
 * Content's side of the upload saga. The item is made at once with its
 * upload-accepted event (one transaction); media-storage answers with
 * media.registered (then transcription is requested) or media.rejected (the
 * item fails with the reason). Each step is idempotent, keyed by the upload.
 */
@Injectable()
export class UploadIntakeService {
  private readonly logger = new Logger('UploadIntake');

  constructor(
    private readonly repository: ContentRepository,
    @Inject(OUTBOX) private readonly outbox: OutboxRelay,
    private readonly announcer: ResultAnnouncer,
    private readonly imports: ImportOutcomes,
    private readonly speakers: SpeakerLinks,
  ) {}

  /**
   * `imported`: the lecture comes from an archive import, with the metadata its manifest, tags
   * and folders gave (staff's word: suggestions leave it alone); `onCreated` runs in the
   * transaction that makes the item, so the import's file and its lecture appear together.
   */
  async createFromUpload(request: CreateFromUploadRequest, imported?: ImportedUpload): Promise<ContentRecord> {
    const title = request.title.trim();
    if (!title) throw new AppError('INVALID', 'Title is required.');
    const existing = await this.repository.findByUploadKey(request.uploadKey);
    if (existing) return this.sameUploader(existing, request.uploadedBy);
    const isAudio = request.mediaType === 'audio';
    const created = await this.repository.transaction(async (manager) => {
      const inserted = await this.repository.insertIfNewUpload(
        manager,
        this.repository.create({
          title,
          description: request.description?.trim() || null,
          fileCreatedAt: request.fileCreatedAt ? new Date(request.fileCreatedAt) : null,
          durationSeconds: request.durationSeconds ?? null,
          uploadedBy: request.uploadedBy,
          status: 'processing',
          mediaType: request.mediaType,
          uploadKey: request.uploadKey,
          mediaFileSize: request.mediaFileSize,
          mediaMimeType: request.mediaMimeType,
          audioFileSize: isAudio ? request.mediaFileSize : null,
          audioMimeType: isAudio ? request.mediaMimeType : null,
          generation: 1,
          tags: imported?.metadata.tags ?? [],
          language: request.language ?? null,
          staffFields: imported ? importedFields(imported.metadata) : request.language ? ['language'] : [],
          ...(imported
            ? {
                origin: 'import' as const,
                recordedOn: imported.metadata.recordedOn,
              }
            : {}),
        }),
      );
      if (!inserted) return null;
      if (imported?.metadata.speaker) await this.speakers.setLectureSpeakers(manager, inserted.id, imported.metadata.speaker);
      if (imported?.metadata.seriesName) await this.fileInSeries(manager, inserted.id, request.uploadedBy, imported.metadata);
      await imported?.onCreated(manager, inserted.id);
      await this.outbox.add(manager, 'content.upload-accepted.v1', {
        contentId: inserted.id,
        uploadKey: request.uploadKey,
        uploadedBy: request.uploadedBy,
      });
      // Read again when speakers or a series were named: the item shows their records' names.
      return imported?.metadata.speaker || imported?.metadata.seriesName ? ((await this.repository.findById(inserted.id, manager)) ?? inserted) : inserted;
    });
    this.outbox.kick();
    // A racing twin of this request made it first: answer with that item.
    const item = created ?? (await this.repository.findByUploadKey(request.uploadKey));
    return this.sameUploader(item!, request.uploadedBy);
  }

  /** The series the import named, found or made; a series it makes names the lecture's speakers. */
  private async fileInSeries(manager: EntityManager, contentId: string, createdBy: string, metadata: ImportMetadata): Promise<void> {
    const filed = await fileInSeries(manager, { contentId, name: metadata.seriesName!, part: metadata.seriesPart, createdBy, language: metadata.language });
    if (filed?.created && metadata.speaker) await this.speakers.setSeriesSpeakers(manager, filed.seriesId, splitSpeakerNames(metadata.speaker));
  }

  /** The media is in place: the item gets its keys and facts, then its transcript is requested. */
  async applyRegistered(event: MediaRegisteredEvent): Promise<void> {
    await this.repository.transaction(async (manager) => {
      const item = await this.repository.findForUpdate(manager, event.contentId);
      if (!item) {
        // Deleted while its media was being registered: the media goes too.
        const objectKeys = [event.mediaKey, ...(event.thumbnailKey ? [event.thumbnailKey] : [])];
        await this.outbox.add(manager, 'content.deleted.v1', { contentId: event.contentId, objectKeys });
        return;
      }
      if (item.mediaKey) return; // a redelivery
      const isAudio = event.mediaType === 'audio';
      item.mediaKey = event.mediaKey;
      item.thumbnailKey = event.thumbnailKey;
      item.mediaType = event.mediaType;
      item.mediaMimeType = event.mimeType;
      item.mediaFileSize = event.size;
      item.audioFileSize = isAudio ? event.size : null;
      item.audioMimeType = isAudio ? event.mimeType : null;
      item.durationSeconds ??= event.durationSeconds;
      item.videoWidth = event.video?.width ?? null;
      item.videoHeight = event.video?.height ?? null;
      item.videoFrameRate = event.video?.frameRate ?? null;
      await this.repository.save(manager, item);
      await this.imports.registered(manager, item.id);
      // Approved before its media arrived: the media is published now, with the item.
      if (item.status === 'approved') {
        await this.outbox.add(manager, 'content.visibility-changed.v1', { contentId: item.id, objectKeys: objectKeysOf(item), visibility: 'public' });
      }
      await requestTranscription(this.outbox, manager, { ...item, mediaKey: event.mediaKey }, 'upload');
    });
    this.outbox.kick();
  }

  /**
   * media-storage refused the file after its full inspection: the item fails and says why.
   * A duplicate (the same bytes registered for another lecture at the same moment) is kept
   * as a failed item naming that lecture rather than removed: its uploader may be watching
   * it, and a vanished item would tell them nothing. They delete it, or open the other.
   */
  async applyRejected(event: MediaRejectedEvent): Promise<void> {
    this.logger.warn({ msg: 'upload rejected', contentId: event.contentId, reason: event.reason, duplicateOf: event.duplicateOf });
    const reason = await this.repository.transaction(async (manager) => {
      const item = await this.repository.findForUpdate(manager, event.contentId);
      if (!item || item.mediaKey) return null;
      if (await this.imports.rejected(manager, item, event)) {
        // An import's file says why; its lecture, which never had media, is not kept.
        await this.repository.remove(manager, item.id);
        return null;
      }
      const original = event.duplicateOf ? await this.repository.findById(event.duplicateOf, manager) : null;
      const why = original ? `Duplicate of “${original.title}”: the same file is already in the library` : event.reason;
      item.status = 'failed';
      item.aiMetadata = { ...(item.aiMetadata ?? {}), error: why, ...(event.duplicateOf ? { duplicateOf: event.duplicateOf } : {}) };
      await this.repository.save(manager, item);
      return why;
    });
    if (reason) await this.announcer.failed(event.contentId, reason);
  }

  private sameUploader(item: Parameters<typeof toContentRecord>[0], uploadedBy: string): ContentRecord {
    if (item.uploadedBy !== uploadedBy) throw new AppError('FORBIDDEN', 'This upload belongs to another user');
    return toContentRecord(item, 'staff');
  }
}

export interface ImportedUpload {
  metadata: ImportMetadata;
  onCreated: (manager: EntityManager, contentId: string) => Promise<void>;
}

/** The fields an import set count as staff's: the analysis's suggestions leave them alone. */
function importedFields(metadata: ImportMetadata): string[] {
  const set: string[] = ['title'];
  if (metadata.description) set.push('description');
  if (metadata.speaker) set.push('speaker');
  if (metadata.tags.length) set.push('tags');
  if (metadata.language) set.push('language');
  return set;
}
