import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';

/** The server's words for a refusal (already in the page's language), else `fallback`. */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message !== '' ? error.message : fallback;
}

/**
 * What the server refused of a profile form: each issue on its field (the first one takes the
 * focus), in the server's words, already in the page's language; without one on a field, the
 * answer's message (or `fallback`) for the whole form.
 */
export function showServerIssues<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fieldOf: (path: string | readonly string[]) => Path<Values> | undefined,
  fallback: string,
): void {
  const issues = error instanceof ApiError ? (error.envelope?.details?.issues ?? []) : [];
  let isFirst = true;
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    if (!field) continue;
    setError(field, { type: 'server', message: issue.message }, { shouldFocus: isFirst });
    isFirst = false;
  }
  if (isFirst)
    setError('root', {
      type: 'server',
      message: serverMessage(error, fallback),
    });
}
