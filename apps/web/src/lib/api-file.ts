import { failureOf, send, unreadable, type ApiGetOptions } from './api-client';

/**
 * GETs a file (a PDF, a calendar file) as a Blob, for a download a plain link cannot make (the
 * call needs a header). A failed answer is an ApiError as for any other call. Kept out of
 * api-client, which every page loads at start, for the few pages that download.
 */
export async function apiFile(path: string, options: ApiGetOptions = {}): Promise<Blob> {
  const response = await send('GET', path, options, '*/*');
  if (response.ok) return response.blob();
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw unreadable(response.status);
  }
  throw await failureOf(response.status, body);
}
