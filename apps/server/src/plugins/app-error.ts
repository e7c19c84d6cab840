import type { ErrorCode, FieldIssue } from '@skybook/contracts/errors';

export interface AppErrorOptions {
  details?: { issues?: FieldIssue[] } & Record<string, unknown>;
  /** Extra response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
  cause?: unknown;
}

/**
 * An expected failure with a stable code (SPEC §8) and an HTTP status. Services throw these; the
 * error handler turns them into the envelope with a message in the request's language.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly errorCode: ErrorCode;
  readonly statusCode: number;
  readonly details: AppErrorOptions['details'];
  readonly headers: Record<string, string>;

  constructor(errorCode: ErrorCode, statusCode: number, options: AppErrorOptions = {}) {
    super(errorCode, { cause: options.cause });
    this.errorCode = errorCode;
    this.statusCode = statusCode;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }
}

export const notFound = (code: ErrorCode = 'NOT_FOUND'): AppError => new AppError(code, 404);
