import { Injectable } from '@nestjs/common';
import type { MediaRejectedEvent } from '@lectures/proto';
import type { EntityManager } from 'typeorm';
import type { ContentEntity } from '../content/content.entity';
import { ImportProgress } from './import-progress';
import { ImportRepository } from './import.repository';

/** media-storage's words for an upload whose bytes are gone: a server-side file is copied again. */
const GONE = /gone|unknown upload|not been uploaded/i;
/** Copies of one server-side file tried before it fails. */
export const MAX_FETCH_ATTEMPTS = 5;

/**
 * The upload saga's outcomes, as an import's files see them. Called by content inside the
 * transaction that applies each outcome to the lecture, so a file's row and its lecture
 * never disagree; a lecture not made by an import changes nothing here.
 */
@Injectable()
export class ImportOutcomes {
  constructor(
    private readonly repository: ImportRepository,
    private readonly progress: ImportProgress,
  ) {}

  async registered(manager: EntityManager, contentId: string): Promise<void> {
    this.touch(await this.repository.moveByContent(manager, contentId, ['checked', 'registering'], { state: 'stored', storedAt: new Date() }));
  }

  /**
   * The full inspection refused an imported file: the file says why (or which lecture holds
   * its bytes) and the lecture, which never had media, goes. True when the item was an import's.
   */
  async rejected(manager: EntityManager, item: ContentEntity, event: MediaRejectedEvent): Promise<boolean> {
    if (item.origin !== 'import') return false;
    const file = await this.repository.findByContent(manager, item.id);
    if (!file) return false;
    const importEntity = await this.repository.findImport(file.importId, manager);
    const fromServer = importEntity?.source.kind !== 'upload';
    file.contentId = null;
    if (event.duplicateOf) {
      file.state = 'duplicate';
      file.duplicateOf = event.duplicateOf;
      file.reason = null;
    } else if (fromServer && GONE.test(event.reason) && file.attempts < MAX_FETCH_ATTEMPTS) {
      // The staged copy was swept or lost: copy the file again.
      Object.assign(file, { state: 'queued', uploadUrl: null, uploadKey: null, reason: null });
    } else {
      file.state = 'failed';
      file.reason = event.reason;
    }
    await this.repository.saveFile(manager, file);
    this.touch({ importId: file.importId, fileId: file.id });
    return true;
  }

  async transcribing(manager: EntityManager, contentId: string): Promise<void> {
    this.touch(await this.repository.moveByContent(manager, contentId, ['registering', 'stored'], { state: 'transcribing' }));
  }

  async transcribed(manager: EntityManager, contentId: string): Promise<void> {
    this.touch(await this.repository.moveByContent(manager, contentId, ['registering', 'stored', 'transcribing'], { state: 'done', reason: null }));
  }

  async transcriptionFailed(manager: EntityManager, contentId: string, error: string): Promise<void> {
    const reason = `Stored, but transcription failed: ${error}`.slice(0, 1000);
    this.touch(await this.repository.moveByContent(manager, contentId, ['registering', 'stored', 'transcribing'], { state: 'failed', reason }));
  }

  private touch(moved: { importId: string; fileId: string } | null): void {
    if (moved) this.progress.touch(moved.importId, [moved.fileId]);
  }
}
