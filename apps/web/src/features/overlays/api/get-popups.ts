import type { PopupDto } from '@skybook/contracts/content-store';
import type { Language } from '@skybook/domain/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** Which variant of the popups the screen shows (requirements §3 Popup isMobile, isDesktop). */
export type PopupDevice = 'desktop' | 'mobile';

/**
 * GET /content/api/v1/popup: every popup showing now in the device's variant, for all pages at
 * once (a handful), so moving between pages asks nothing more; the page picks its own by path.
 */
export async function getPopups(
  language: Language,
  device: PopupDevice,
  signal?: AbortSignal,
): Promise<readonly PopupDto[]> {
  const answer = await apiGet(
    '/content/api/v1/popup',
    () => import('@skybook/contracts/content-store/home').then((module) => module.popupListSchema),
    { query: { languageId: language, type: device }, signal },
  );
  return answer.popups;
}

export function popupsQueryOptions(language: Language, device: PopupDevice) {
  return queryOptions({
    queryKey: ['content', 'popups', language, device],
    queryFn: ({ signal }) => getPopups(language, device, signal),
    staleTime: 10 * 60_000,
  });
}

export function usePopups(language: Language, device: PopupDevice, isEnabled: boolean) {
  return useQuery({ ...popupsQueryOptions(language, device), enabled: isEnabled });
}

/** GET /content/api/v1/img-popup: the full-screen picture over home while one runs, or null. */
export async function getImagePopup(language: Language, signal?: AbortSignal) {
  const answer = await apiGet(
    '/content/api/v1/img-popup',
    () => import('@skybook/contracts/content-store/home').then((module) => module.imagePopupResponseSchema),
    { query: { languageId: language }, signal },
  );
  return answer.imagePopup;
}

export function useImagePopup(language: Language, isEnabled: boolean) {
  return useQuery({
    queryKey: ['content', 'image-popup', language],
    queryFn: ({ signal }) => getImagePopup(language, signal),
    staleTime: 10 * 60_000,
    enabled: isEnabled,
  });
}
