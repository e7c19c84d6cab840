import type { Language } from '@skybook/domain/languages';
import { useMutation } from '@tanstack/react-query';
import { MANAGE_API, manageFile } from '../../../lib/manage-request';

export type ItineraryFileKind = 'pdf' | 'ics';

/**
 * GET reservations/itinerary.pdf or .ics with the grant, in the page's language. A link cannot
 * send the grant header, so the file is fetched, then saved through a temporary object URL.
 */
export async function downloadItinerary(
  kind: ItineraryFileKind,
  language: Language,
  locator: string,
): Promise<void> {
  const blob = await manageFile(`${MANAGE_API}/reservations/itinerary.${kind}`, {
    query: { languageId: language },
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `itinerary-${locator}.${kind}`;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start reading the file after click() returns.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}

export function useDownloadItinerary(language: Language, locator: string) {
  return useMutation({ mutationFn: (kind: ItineraryFileKind) => downloadItinerary(kind, language, locator) });
}
