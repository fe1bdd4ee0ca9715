// class-transformer's @Type (nested frames) reads design types through Reflect.getMetadata, which
// a browser lacks: the web app imports this file on its own, without proto's index.
import 'reflect-metadata';
import { Type } from 'class-transformer';
import {
  Equals,
  IsArray,
  IsInt,
  IsIn,
  IsISO8601,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Max,
  Min,
  ValidateIf,
  ValidateNested,
  registerDecorator,
  type ValidationArguments,
} from 'class-validator';
import { AppError } from '../common/errors';
import { parsePayload } from '../common/validate';
import { QnaItemPayload } from '../content/analysis.messages';
import {
  PROGRESS_LOG_LEVELS,
  type ConnectedFrame,
  type HeartbeatFrame,
  type ProgressLogLevel,
  type ProgressMessage,
  type StreamFrame,
  type TranscriptChunkMessage,
  type TranscriptCompleteMessage,
  type TranscriptErrorMessage,
  type TranscriptMetadata,
  type TranscriptProgressLogMessage,
  type TranscriptStartMessage,
} from './progress.messages';

/*
 * Validation of progress.messages.ts, frame for frame (the assertions at the end keep them
 * equal). The gateway checks what the broker brings before browsers get it; the web app checks
 * each SSE data line and WebSocket frame with the same classes.
 */

const PROGRESS = { message: 'progress must be 0-100' };
const CONTENT_ID = { message: 'contentId is required' };

/** A number 0-100 when present (SPEC section 5: realtime progress values lie between 0 and 100). */
function Progress(): PropertyDecorator {
  return (target, key) => {
    // Registered in the order they are checked: a number first, then its range.
    IsNumber({ allowNaN: false, allowInfinity: false }, PROGRESS)(target, key);
    Min(0, PROGRESS)(target, key);
    Max(100, PROGRESS)(target, key);
    IsOptional()(target, key);
  };
}

/** The segment range of a chunk ends after it starts. */
function After(property: string): PropertyDecorator {
  return (target, key) =>
    registerDecorator({
      name: 'after',
      target: target.constructor,
      propertyName: String(key),
      constraints: [property],
      options: { message: 'fromSegment and toSegment must be a range' },
      validator: {
        validate: (value: unknown, args: ValidationArguments) => {
          const from = (args.object as Record<string, unknown>)[property];
          return typeof value === 'number' && typeof from === 'number' && value > from;
        },
      },
    });
}

export class TranscriptMetadataFrame implements TranscriptMetadata {
  @IsOptional() @IsString()
  title?: string;

  @IsOptional() @IsString()
  description?: string;

  @IsOptional() @IsString()
  speaker?: string;

  @IsOptional() @IsString({ each: true }) @IsArray()
  tags?: string[];

  @IsOptional() @IsString()
  language?: string;

  @IsOptional() @IsString()
  summary?: string;

  @IsOptional() @IsString({ each: true }) @IsArray()
  keyPoints?: string[];

  @IsOptional() @IsString({ each: true }) @IsArray()
  topics?: string[];

  @IsOptional() @ValidateNested({ each: true }) @Type(() => QnaItemPayload) @IsArray()
  qna?: QnaItemPayload[];
}

export class TranscriptStartFrame implements TranscriptStartMessage {
  @Equals('transcript_start')
  type!: 'transcript_start';

  @IsNotEmpty(CONTENT_ID) @IsString(CONTENT_ID)
  contentId!: string;

  @IsOptional() @IsString({ message: 'message must be a string' })
  message?: string;
}

export class TranscriptChunkFrame implements TranscriptChunkMessage {
  @Equals('transcript_chunk')
  type!: 'transcript_chunk';

  @IsNotEmpty(CONTENT_ID) @IsString(CONTENT_ID)
  contentId!: string;

  @IsString({ message: 'chunk must be a string' })
  chunk!: string;

  @Progress()
  progress?: number;

  // Both or neither: between services, the segments `[fromSegment, toSegment)` a chunk covers.
  @ValidateIf((o: TranscriptChunkFrame) => o.fromSegment !== undefined || o.toSegment !== undefined)
  @Min(0, { message: 'fromSegment and toSegment must be a range' })
  @IsInt({ message: 'fromSegment and toSegment must be a range' })
  fromSegment?: number;

  @ValidateIf((o: TranscriptChunkFrame) => o.fromSegment !== undefined || o.toSegment !== undefined)
  @After('fromSegment')
  @IsInt({ message: 'fromSegment and toSegment must be a range' })
  toSegment?: number;
}

export class TranscriptCompleteFrame implements TranscriptCompleteMessage {
  @Equals('transcript_complete')
  type!: 'transcript_complete';

  @IsNotEmpty(CONTENT_ID) @IsString(CONTENT_ID)
  contentId!: string;

  @IsString({ message: 'transcript must be a string' })
  transcript!: string;

  @IsOptional() @ValidateNested() @Type(() => TranscriptMetadataFrame) @IsObject({ message: 'metadata must be an object' })
  metadata?: TranscriptMetadataFrame;
}

export class TranscriptErrorFrame implements TranscriptErrorMessage {
  @Equals('transcript_error')
  type!: 'transcript_error';

  @IsNotEmpty(CONTENT_ID) @IsString(CONTENT_ID)
  contentId!: string;

  @IsString({ message: 'error must be a string' })
  error!: string;
}

export class TranscriptProgressLogFrame implements TranscriptProgressLogMessage {
  @Equals('transcript_progress_log')
  type!: 'transcript_progress_log';

  @IsNotEmpty(CONTENT_ID) @IsString(CONTENT_ID)
  contentId!: string;

  @IsString({ message: 'message must be a string' })
  message!: string;

  @IsOptional() @IsIn(PROGRESS_LOG_LEVELS, { message: 'level must be info, warn or error' })
  level?: ProgressLogLevel;

  @IsISO8601({ strict: true }, { message: 'timestamp must be an ISO 8601 date' })
  timestamp!: string;

  @Progress()
  progress?: number;
}

export class ConnectedStreamFrame implements ConnectedFrame {
  @Equals('connected')
  type!: 'connected';

  @IsOptional() @IsString()
  contentId?: string;
}

export class HeartbeatStreamFrame implements HeartbeatFrame {
  @Equals('heartbeat')
  type!: 'heartbeat';

  @IsISO8601({ strict: true }, { message: 'timestamp must be an ISO 8601 date' })
  timestamp!: string;
}

const PROGRESS_FRAMES = {
  transcript_start: TranscriptStartFrame,
  transcript_chunk: TranscriptChunkFrame,
  transcript_complete: TranscriptCompleteFrame,
  transcript_error: TranscriptErrorFrame,
  transcript_progress_log: TranscriptProgressLogFrame,
} satisfies { [T in ProgressMessage['type']]: new () => Extract<ProgressMessage, { type: T }> };

const STREAM_FRAMES = { ...PROGRESS_FRAMES, connected: ConnectedStreamFrame, heartbeat: HeartbeatStreamFrame } satisfies {
  [T in StreamFrame['type']]: new () => Extract<StreamFrame, { type: T }>;
};

function parseFrame<F extends Record<string, new () => object>>(frames: F, data: unknown): InstanceType<F[keyof F]> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new AppError('INVALID', 'progress message: not an object');
  const type = (data as { type?: unknown }).type;
  const frame = typeof type === 'string' && Object.hasOwn(frames, type) ? frames[type] : undefined;
  if (!frame) throw new AppError('INVALID', `progress message: unknown type ${String(type)}`);
  try {
    return parsePayload(frame, data) as InstanceType<F[keyof F]>;
  } catch (error) {
    throw error instanceof AppError ? new AppError('INVALID', `progress message: ${error.message}`) : error;
  }
}

/**
 * A progress message received from the broker, checked before it is forwarded to browsers.
 * Throws AppError INVALID naming the bad fields ('progress message: progress must be 0-100').
 */
export function parseProgressMessage(data: unknown): ProgressMessage {
  return parseFrame(PROGRESS_FRAMES, data);
}

/** One frame a browser receives on the live stream (progress, connected or heartbeat), checked the same way. */
export function parseStreamFrame(data: unknown): StreamFrame {
  return parseFrame(STREAM_FRAMES, data);
}

/** An SSE data line or WebSocket frame as text: JSON, then a stream frame. */
export function readStreamFrame(text: string): StreamFrame {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new AppError('INVALID', 'progress message: not JSON');
  }
  return parseStreamFrame(data);
}

/** True only when A and B have the same fields with the same types (optional ones included). */
type Same<A, B> = [Required<A>] extends [Required<B>] ? ([Required<B>] extends [Required<A>] ? true : false) : false;
const sameFields: [
  Same<TranscriptMetadata, TranscriptMetadataFrame>,
  Same<TranscriptStartMessage, TranscriptStartFrame>,
  Same<TranscriptChunkMessage, TranscriptChunkFrame>,
  Same<TranscriptCompleteMessage, TranscriptCompleteFrame>,
  Same<TranscriptErrorMessage, TranscriptErrorFrame>,
  Same<TranscriptProgressLogMessage, TranscriptProgressLogFrame>,
  Same<ConnectedFrame, ConnectedStreamFrame>,
  Same<HeartbeatFrame, HeartbeatStreamFrame>,
] = [true, true, true, true, true, true, true, true];
void sameFields;
