import { AppError } from '../common/errors';
import { PROGRESS_LOG_LEVELS, type ProgressMessage } from './progress.messages';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isProgress = (v: unknown) => v === undefined || (typeof v === 'number' && v >= 0 && v <= 100);
const isOptionalString = (v: unknown) => v === undefined || typeof v === 'string';
const isRange = (from: unknown, to: unknown) => Number.isInteger(from) && Number.isInteger(to) && (from as number) >= 0 && (to as number) > (from as number);

function invalid(why: string): never {
  throw new AppError('INVALID', `progress message: ${why}`);
}

/**
 * Checks a progress message received from the broker before it is forwarded to browsers.
 * Returns the same object; throws AppError INVALID naming the first bad field.
 */
export function parseProgressMessage(data: unknown): ProgressMessage {
  if (!isRecord(data)) invalid('not an object');
  if (typeof data.contentId !== 'string' || data.contentId === '') invalid('contentId is required');
  const type = data.type as ProgressMessage['type'];
  switch (type) {
    case 'transcript_start':
      if (!isOptionalString(data.message)) invalid('message must be a string');
      break;
    case 'transcript_chunk':
      if (typeof data.chunk !== 'string') invalid('chunk must be a string');
      if (!isProgress(data.progress)) invalid('progress must be 0-100');
      if ((data.fromSegment !== undefined || data.toSegment !== undefined) && !isRange(data.fromSegment, data.toSegment)) invalid('fromSegment and toSegment must be a range');
      break;
    case 'transcript_complete':
      if (typeof data.transcript !== 'string') invalid('transcript must be a string');
      if (data.metadata !== undefined && !isRecord(data.metadata)) invalid('metadata must be an object');
      break;
    case 'transcript_error':
      if (typeof data.error !== 'string') invalid('error must be a string');
      break;
    case 'transcript_progress_log':
      if (typeof data.message !== 'string') invalid('message must be a string');
      if (typeof data.timestamp !== 'string') invalid('timestamp must be a string');
      if (data.level !== undefined && !(PROGRESS_LOG_LEVELS as readonly unknown[]).includes(data.level)) invalid('level must be info, warn or error');
      if (!isProgress(data.progress)) invalid('progress must be 0-100');
      break;
    default:
      invalid(`unknown type ${String(type)}`);
  }
  return data as unknown as ProgressMessage;
}
