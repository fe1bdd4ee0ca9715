import { CONTENT_QUEUE } from './content/content.contracts';
import { GATEWAY_QUEUE } from './gateway/gateway.contracts';
import { MEDIA_QUEUE } from './media/media.contracts';
import { TRANSCRIPTION_QUEUE } from './transcription/transcription.contracts';
import type { EventPattern, RequestPattern } from './contracts';

export const SERVICE_QUEUES = [CONTENT_QUEUE, MEDIA_QUEUE, TRANSCRIPTION_QUEUE, GATEWAY_QUEUE] as const;

/** The queue whose service answers each request. */
export const REQUEST_QUEUE: { [P in RequestPattern]: string } = {
  'content.list.v1': CONTENT_QUEUE,
  'content.page.v1': CONTENT_QUEUE,
  'content.figures.v1': CONTENT_QUEUE,
  'content.groups.v1': CONTENT_QUEUE,
  'content.search.v1': CONTENT_QUEUE,
  'content.public-version.v1': CONTENT_QUEUE,
  'content.get.v1': CONTENT_QUEUE,
  'content.get.v2': CONTENT_QUEUE,
  'content.create.v1': CONTENT_QUEUE,
  'content.create-from-upload.v1': CONTENT_QUEUE,
  'content.update.v1': CONTENT_QUEUE,
  'content.approve.v1': CONTENT_QUEUE,
  'content.delete.v1': CONTENT_QUEUE,
  'content.reprocess.v1': CONTENT_QUEUE,
  'content.transcript.edit.v1': CONTENT_QUEUE,
  'content.transcript.get.v1': CONTENT_QUEUE,
  'content.transcript.history.v1': CONTENT_QUEUE,
  'media.upload-url.create.v1': MEDIA_QUEUE,
  'media.upload-slot.create.v1': MEDIA_QUEUE,
  'media.upload.check.v1': MEDIA_QUEUE,
  'media.upload.sniff.v1': MEDIA_QUEUE,
  'media.read.authorize.v1': MEDIA_QUEUE,
  'media.artwork.v1': MEDIA_QUEUE,
  'media.fixity.report.v1': MEDIA_QUEUE,
  'transcription.progress-state.v1': TRANSCRIPTION_QUEUE,
  'transcription.backlog.status.v1': TRANSCRIPTION_QUEUE,
  'transcription.backlog.set-paused.v1': TRANSCRIPTION_QUEUE,
  'content.import.create.v1': CONTENT_QUEUE,
  'content.import.add-files.v1': CONTENT_QUEUE,
  'content.import.start.v1': CONTENT_QUEUE,
  'content.import.get.v1': CONTENT_QUEUE,
  'content.import.list.v1': CONTENT_QUEUE,
  'content.import.files.v1': CONTENT_QUEUE,
  'content.import.retry.v1': CONTENT_QUEUE,
  'content.import.file-uploaded.v1': CONTENT_QUEUE,
  'content.import.file-failed.v1': CONTENT_QUEUE,
  'media.import-source.list.v1': MEDIA_QUEUE,
};

/** Every queue that receives each event: a new event fails to compile until routed. */
export const EVENT_SUBSCRIBERS: { [P in EventPattern]: readonly string[] } = {
  'content.deleted.v1': [MEDIA_QUEUE, TRANSCRIPTION_QUEUE],
  'content.visibility-changed.v1': [MEDIA_QUEUE],
  'content.upload-accepted.v1': [MEDIA_QUEUE],
  'content.create-from-upload.requested.v1': [CONTENT_QUEUE],
  'media.registered.v1': [CONTENT_QUEUE],
  'media.rejected.v1': [CONTENT_QUEUE],
  'media.fixity-failed.v1': [GATEWAY_QUEUE],
  'transcription.requested.v1': [TRANSCRIPTION_QUEUE],
  'transcription.media-probed.v1': [CONTENT_QUEUE],
  'transcription.completed.v1': [CONTENT_QUEUE],
  'transcription.completed.v2': [CONTENT_QUEUE],
  'transcription.failed.v1': [CONTENT_QUEUE],
  'content.import-file.fetch.v1': [MEDIA_QUEUE],
  'media.import-file.fetched.v1': [CONTENT_QUEUE],
};
