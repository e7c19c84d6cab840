import type { Language } from '@skybook/domain/languages';
import type { MenuTarget } from './menu-href';

/** A menu item at any of the three levels, as the header, side menu and footer walk them. */
export interface MenuNode extends MenuTarget {
  readonly id: string;
  readonly menuName: string;
  readonly icon: string | null;
  readonly isHot: boolean;
  readonly languageId: string;
  readonly children: readonly MenuNode[];
}

/** `lang` for a menu text that fell back to another language than the page's, else undefined. */
export function fallbackLang(node: Pick<MenuNode, 'languageId'>, language: Language): string | undefined {
  return node.languageId === language ? undefined : node.languageId;
}
