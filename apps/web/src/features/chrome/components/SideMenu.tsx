import type { Language } from '@skybook/domain/languages';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/Button';
import { Drawer } from '../../../components/ui/Drawer';
import { Icon } from '../../../components/ui/Icon';
import { sitePath } from '../../../lib/site-path';
import { useFooterInfo } from '../api/get-footer-info';
import { useMenus } from '../api/get-menus';
import { menuHref } from '../menu-href';
import { fallbackLang, type MenuNode } from '../menu-tree';
import { MenuLink } from './MenuLink';
import { SocialLinks } from './SocialLinks';
import { signInSearch } from './nav-links';

export interface SideMenuProps {
  readonly onClose: () => void;
  readonly language: Language;
  /** The signed-in member's full name, greeted instead of the sign-up and sign-in links. */
  readonly memberName: string | null;
  /** The language control, supplied by the app so this feature does not import the locale feature. */
  readonly languageControl: ReactNode;
  /** The currency control, supplied by the app like the language control. */
  readonly currencyControl: ReactNode;
}

/** Where focus goes after the drawer level changes: the new level's heading or an item's row. */
type FocusTarget = { readonly kind: 'heading' } | { readonly kind: 'row'; readonly id: string };

function MenuIcon({ node }: { readonly node: MenuNode }) {
  return node.icon ? (
    // Lazy: the drawer is closed at start-up, and a hidden lazy image is not fetched.
    <img src={node.icon} alt="" width="24" height="24" className="menu-row__icon" loading="lazy" />
  ) : (
    <span className="menu-row__icon" />
  );
}

/**
 * The mobile slide-in menu (requirements §2 Site chrome: mobile): greeting, home, the content's menus as
 * nested drawers (an item with sub-menus slides in a level with a back button and the item's name
 * as its heading; Escape or Back returns to the level before, Escape at the first level closes the
 * menu), currency (not on the Vietnamese site), language and social links. Mounted only while open
 * and loaded on first open, so desktop visitors never download it.
 */
export function SideMenu({ onClose, language, memberName, languageControl, currencyControl }: SideMenuProps) {
  const { t } = useTranslation('chrome');
  const location = useLocation();
  const menus = useMenus(language, 'header');
  const footer = useFooterInfo(language);
  const [levels, setLevels] = useState<readonly MenuNode[]>([]);
  const focusAfterChange = useRef<FocusTarget | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const levelRef = useRef<HTMLDivElement>(null);
  const current = levels.at(-1);

  useEffect(() => {
    const target = focusAfterChange.current;
    focusAfterChange.current = null;
    const body = bodyRef.current;
    if (!target || !body) return;
    const element =
      target.kind === 'heading'
        ? body.querySelector('.side-menu__level-title')
        : Array.from(body.querySelectorAll('[data-menu-id]')).find(
            (candidate) => candidate.getAttribute('data-menu-id') === target.id,
          );
    if (element instanceof HTMLElement) element.focus();
  }, [levels]);

  // Escape on a nested level goes back one level; the dialog itself must not see it, or it would
  // close the whole menu. A native listener runs before React's, which the dialog uses.
  useEffect(() => {
    const level = levelRef.current;
    if (!level || !current) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      event.preventDefault();
      focusAfterChange.current = { kind: 'row', id: current.id };
      setLevels((previous) => previous.slice(0, -1));
    };
    level.addEventListener('keydown', onKeyDown);
    return () => {
      level.removeEventListener('keydown', onKeyDown);
    };
  }, [current]);

  function openLevel(node: MenuNode): void {
    focusAfterChange.current = { kind: 'heading' };
    setLevels((previous) => [...previous, node]);
  }

  function closeLevel(): void {
    if (!current) return;
    focusAfterChange.current = { kind: 'row', id: current.id };
    setLevels((previous) => previous.slice(0, -1));
  }

  function renderRows(nodes: readonly MenuNode[]) {
    return nodes.map((node) => (
      <li key={node.id}>
        {node.children.length > 0 ? (
          <button
            type="button"
            className="menu-row"
            data-menu-id={node.id}
            lang={fallbackLang(node, language)}
            onClick={() => {
              openLevel(node);
            }}
          >
            <MenuIcon node={node} />
            <span className="menu-row__label">{node.menuName}</span>
            <Icon name="chevronRight" />
          </button>
        ) : (
          <MenuLink link={menuHref(node, language)} className="menu-row" lang={fallbackLang(node, language)}>
            <MenuIcon node={node} />
            <span className="menu-row__label">{node.menuName}</span>
            {node.isHot ? <span className="menu-hot">{t('menu.hot')}</span> : null}
          </MenuLink>
        )}
      </li>
    ));
  }

  return (
    <Drawer
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      placement="start"
      title={t('sideMenu.title')}
      closeLabel={t('sideMenu.close')}
      className="side-menu"
    >
      <div ref={bodyRef} className="side-menu__body">
        {current ? (
          <div key={current.id} ref={levelRef} className="side-menu__level">
            <div className="side-menu__level-header">
              <Button
                variant="icon"
                aria-label={t('sideMenu.backTo', { name: levels.at(-2)?.menuName ?? t('sideMenu.title') })}
                onPress={closeLevel}
              >
                <Icon name="back" />
              </Button>
              <h3 className="side-menu__level-title" tabIndex={-1} lang={fallbackLang(current, language)}>
                {current.menuName}
              </h3>
            </div>
            <nav aria-label={current.menuName}>
              <ul className="menu-list">{renderRows(current.children)}</ul>
            </nav>
          </div>
        ) : (
          <>
            <div className="side-menu__greeting">
              {memberName ? (
                <p className="side-menu__hello">{t('sideMenu.memberGreeting', { name: memberName })}</p>
              ) : (
                <>
                  <p className="side-menu__hello">{t('sideMenu.greeting')}</p>
                  <p className="side-menu__prompt">{t('sideMenu.memberPrompt')}</p>
                  <div className="side-menu__auth">
                    <Link to={sitePath(language, 'signup')} className={buttonClassName('secondary')}>
                      {t('header.signUp')}
                    </Link>
                    <Link
                      to={{
                        pathname: sitePath(language, 'signin'),
                        search: signInSearch(`${location.pathname}${location.search}`),
                      }}
                      className={buttonClassName('primary')}
                    >
                      {t('header.signIn')}
                    </Link>
                  </div>
                </>
              )}
            </div>
            <nav aria-label={t('header.primaryNav')}>
              <ul className="menu-list">
                <li>
                  <NavLink to={sitePath(language)} end className="menu-row">
                    <Icon name="home" className="menu-row__icon" />
                    <span className="menu-row__label">{t('sideMenu.home')}</span>
                  </NavLink>
                </li>
                {renderRows(menus.data ?? [])}
              </ul>
              {menus.isError ? (
                <div role="alert" className="side-menu__error">
                  <p>{t('menu.loadError')}</p>
                  <Button
                    variant="secondary"
                    onPress={() => {
                      void menus.refetch();
                    }}
                  >
                    {t('menu.retry')}
                  </Button>
                </div>
              ) : null}
            </nav>
            <div className="side-menu__settings">
              {/* requirements §2 hides the currency for Vietnam: here, the Vietnamese site (the /vi pages). */}
              {language === 'vi' ? null : currencyControl}
              {languageControl}
            </div>
            {footer.data ? (
              <SocialLinks footer={footer.data} headingLevel={3} className="side-menu__social" />
            ) : null}
          </>
        )}
      </div>
    </Drawer>
  );
}
