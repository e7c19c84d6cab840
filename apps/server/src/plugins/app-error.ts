import { ERROR_STATUS } from '@skybook/contracts/error-statuses';
import type { ErrorCode, FieldIssue } from '@skybook/contracts/errors';

export interface AppErrorOptions {
  details?: { issues?: FieldIssue[] } & Record<string, unknown>;
  /** Extra response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
  cause?: unknown;
}

export interface AppErrorInit extends AppErrorOptions {
  /**
   * Another status than the code's own (ERROR_STATUS), for the rare call site where the same code
   * means something else: written here so the exception stays visible where it is thrown.
   */
  status?: number;
}

/**
 * An expected failure with a stable code (requirements §8) and an HTTP status. Services throw these; the
 * error handler turns them into the envelope with a message in the request's language. Build one
 * with `appError(code, …)`, which takes the status from the code's row in ERROR_STATUS.
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

/** The error for a code, answered with the code's status (ERROR_STATUS) unless `status` says otherwise. */
export function appError(errorCode: ErrorCode, { status, ...options }: AppErrorInit = {}): AppError {
  return new AppError(errorCode, status ?? ERROR_STATUS[errorCode], options);
}

export const notFound = (code: ErrorCode = 'NOT_FOUND'): AppError => appError(code, { status: 404 });
