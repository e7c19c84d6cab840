import type { MENU_PLACEMENTS, MenuItemDto } from '@skybook/contracts/content-store';
import type { Language } from '@skybook/domain/languages';
import { useQuery } from '@tanstack/react-query';
import { apiGet, checkedInWorker } from '../../../lib/api-client';

export type MenuPlacement = (typeof MENU_PLACEMENTS)[number];

/**
 * GET /content/api/v1/menu: the header's primary and top-bar menus by priority, or the footer's
 * columns by priorityFooter, each with two levels of sub-menus (requirements §3 Menu item).
 */
export async function getMenus(
  language: Language,
  placement: MenuPlacement,
  signal?: AbortSignal,
): Promise<readonly MenuItemDto[]> {
  const { menus } = await apiGet('/content/api/v1/menu', checkedInWorker('menuList'), {
    query: { languageId: language, placement },
    signal,
  });
  return menus;
}

export function menusQueryOptions(language: Language, placement: MenuPlacement) {
  // A plain object rather than queryOptions(): this runs at start-up (design §5: initial JavaScript).
  return {
    queryKey: ['menus', language, placement] as const,
    queryFn: ({ signal }: { readonly signal: AbortSignal }) => getMenus(language, placement, signal),
    // Menus change when an editor publishes, rarely within a visit.
    staleTime: 10 * 60_000,
  };
}

/** The menus of a placement; `enabled: false` keeps the request from starting (the lazy footer). */
export function useMenus(language: Language, placement: MenuPlacement, enabled = true) {
  return useQuery({ ...menusQueryOptions(language, placement), enabled });
}
