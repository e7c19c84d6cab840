import type { MenuItemDto } from '@skybook/contracts/content-store';
import type { Language } from '@skybook/domain/languages';
import { useTranslation } from 'react-i18next';
import { menuHref } from '../menu-href';
import { fallbackLang } from '../menu-tree';
import { MenuLink } from './MenuLink';

/*
 * The content's menus in the desktop header, loaded after the first paint with the menus they
 * show (SiteHeader imports this module lazily): neither is there before the content API answers,
 * and their bars already hold the space, so nothing shifts.
 */

export interface HeaderMenusProps {
  readonly menus: readonly MenuItemDto[];
  readonly language: Language;
}

/** The top bar's quick links: top menus that are not also primary menus. */
export function TopMenus({ menus, language }: HeaderMenusProps) {
  const { t } = useTranslation('chrome');
  const top = menus.filter((menu) => menu.isTopMenu && !menu.isPrimaryMenu);
  if (top.length === 0) return null;
  return (
    <nav aria-label={t('header.quickNav')} className="top-bar__quick">
      <ul className="top-bar__links">
        {top.map((item) => (
          <li key={item.id}>
            <MenuLink
              link={menuHref(item, language)}
              className="top-bar__link"
              lang={fallbackLang(item, language)}
            >
              {item.menuName}
              {item.isHot ? <span className="menu-hot">{t('menu.hot')}</span> : null}
            </MenuLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export { PrimaryNav } from './PrimaryNav';
