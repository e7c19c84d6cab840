import type { Language } from '@skybook/domain/languages';
import { useMutation } from '@tanstack/react-query';
import { MANAGE_API, manageFile } from '../../../lib/manage-request';
import { saveFile } from '../../../lib/save-file';

export type ItineraryFileKind = 'pdf' | 'ics';

/**
 * GET reservations/itinerary.pdf or .ics with the grant, in the page's language. A link cannot
 * send the grant header, so the file is fetched, then saved.
 */
export async function downloadItinerary(
  kind: ItineraryFileKind,
  language: Language,
  locator: string,
): Promise<void> {
  const blob = await manageFile(`${MANAGE_API}/reservations/itinerary.${kind}`, {
    query: { languageId: language },
  });
  saveFile(blob, `itinerary-${locator}.${kind}`);
}

export function useDownloadItinerary(language: Language, locator: string) {
  return useMutation({ mutationFn: (kind: ItineraryFileKind) => downloadItinerary(kind, language, locator) });
}
