import { applyDecorators } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiPropertyOptional, ApiResponse } from '@nestjs/swagger';

/** Every error answer: `{ message }` (a 500 adds the request id to quote when reporting it). */
export class ErrorResponse {
  @ApiProperty({ description: 'what went wrong, in words a person can act on' }) message!: string;
  @ApiPropertyOptional({ description: 'on a 500: the id to quote when reporting it' }) requestId?: string;
}

/** What each error status means on this API, as its message says it; a route may word its own. */
const ERROR_MESSAGES: Record<number, string> = {
  400: 'The request is not valid; the message names the field (for example "Title is required.")',
  401: 'Authentication required',
  403: 'Your role does not allow this (for example "Your role (viewer) does not allow this")',
  404: 'Not found, or not published (for example "Content not found")',
  409: 'Conflicts with what exists (for example "Username already exists")',
  413: 'File is larger than the 500 MB limit',
  415: 'File content is not a recognised audio or video format',
  429: 'Too many attempts; Retry-After says when to try again',
  503: 'A service or store it needs does not answer; try again shortly',
  507: "The library's storage is full, so nothing was stored",
};

export type ErrorAnswer = number | [status: number, message: string];

export interface EndpointOptions {
  summary: string;
  /** Where the summary is not enough: what it does, who may call it, what it leaves out. */
  description?: string;
  /** The errors it may answer, by status (with the usual message) or with its own message. */
  errors?: ErrorAnswer[];
}

/** A route as the API document describes it: a summary, a description, and its error answers with their messages. */
export function Endpoint({ summary, description, errors = [] }: EndpointOptions): MethodDecorator {
  return applyDecorators(
    ApiOperation({ summary, ...(description ? { description } : {}) }),
    ...errors.map((error) => {
      const [status, message] = typeof error === 'number' ? [error, ERROR_MESSAGES[error]] : error;
      return ApiResponse({ status, description: message, type: ErrorResponse });
    }),
  );
}
