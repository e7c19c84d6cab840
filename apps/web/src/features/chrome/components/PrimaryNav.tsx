import type { Language } from '@skybook/domain/languages';
import { useEffect, useId, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Icon } from '../../../components/ui/Icon';
import { menuHref } from '../menu-href';
import { fallbackLang, type MenuNode } from '../menu-tree';
import { MenuLink } from './MenuLink';

/** Which sub-menus are open, and whether a click or key pinned them (pointing alone does not). */
interface OpenMenus {
  /** `location.key` of the page they were opened on: any navigation closes them. */
  readonly at: string;
  readonly top: string;
  readonly sub: string | null;
  readonly isTopPinned: boolean;
  readonly isSubPinned: boolean;
}

/** How long a menu opened by pointing stays after the pointer leaves, to forgive a shaky hand. */
const CLOSE_DELAY_MS = 250;

function isMouse(event: ReactPointerEvent): boolean {
  return event.pointerType === 'mouse';
}

export interface PrimaryNavProps {
  readonly menus: readonly MenuNode[];
  readonly language: Language;
  readonly label: string;
}

/**
 * The desktop main navigation (requirements §2 Site chrome) as a disclosure navigation: a top-level menu
 * with sub-menus is a button that shows a list of links, and a second-level item with its own
 * sub-menu shows a list beside it. Pointing opens them; a click or Enter/Space pins or closes
 * them; Escape closes the innermost and returns focus to its button; leaving by Tab, a click
 * outside or a navigation closes all. Every destination is a real `<a href>`.
 */
export function PrimaryNav({ menus, language, label }: PrimaryNavProps) {
  const { t } = useTranslation('chrome');
  const location = useLocation();
  const baseId = useId();
  const navRef = useRef<HTMLElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const [state, setState] = useState<OpenMenus | null>(null);
  const open = state?.at === location.key ? state : null;
  const isAnyOpen = open !== null;

  const buttonId = (menuId: string) => `${baseId}-button-${menuId}`;
  const listId = (menuId: string) => `${baseId}-list-${menuId}`;

  function cancelClose(): void {
    window.clearTimeout(closeTimer.current);
  }

  useEffect(() => {
    if (!isAnyOpen) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && navRef.current?.contains(event.target)) return;
      setState(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isAnyOpen]);

  useEffect(
    () => () => {
      window.clearTimeout(closeTimer.current);
    },
    [],
  );

  // Escape closes the innermost open list and returns to its button; tabbing out closes all.
  useEffect(() => {
    const nav = navRef.current;
    if (!nav || !open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      window.clearTimeout(closeTimer.current);
      if (open.sub !== null) {
        setState({ ...open, sub: null, isSubPinned: false });
        document.getElementById(buttonId(open.sub))?.focus();
      } else {
        setState(null);
        document.getElementById(buttonId(open.top))?.focus();
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !nav.contains(next)) {
        window.clearTimeout(closeTimer.current);
        setState(null);
      }
    };
    nav.addEventListener('keydown', onKeyDown);
    nav.addEventListener('focusout', onFocusOut);
    return () => {
      nav.removeEventListener('keydown', onKeyDown);
      nav.removeEventListener('focusout', onFocusOut);
    };
  });

  function renderLink(node: MenuNode, className: string) {
    return (
      <MenuLink link={menuHref(node, language)} className={className} lang={fallbackLang(node, language)}>
        {node.icon ? (
          <img src={node.icon} alt="" width="20" height="20" className="primary-nav__icon" loading="lazy" />
        ) : null}
        <span className="primary-nav__text">{node.menuName}</span>
        {node.isHot ? <span className="menu-hot">{t('menu.hot')}</span> : null}
      </MenuLink>
    );
  }

  function renderSubMenu(node: MenuNode, top: OpenMenus | null) {
    const isOpen = top?.sub === node.id;
    return (
      <li
        key={node.id}
        className="primary-nav__sub"
        onPointerEnter={(event) => {
          if (!isMouse(event)) return;
          setState((previous) =>
            previous && previous.sub !== node.id
              ? { ...previous, sub: node.id, isSubPinned: false }
              : previous,
          );
        }}
        onPointerLeave={(event) => {
          if (!isMouse(event)) return;
          setState((previous) =>
            previous?.sub === node.id && !previous.isSubPinned ? { ...previous, sub: null } : previous,
          );
        }}
      >
        <button
          type="button"
          id={buttonId(node.id)}
          className="primary-nav__menu-link primary-nav__menu-button"
          aria-expanded={isOpen}
          aria-controls={listId(node.id)}
          lang={fallbackLang(node, language)}
          onClick={() => {
            setState((previous) => {
              if (!previous) return previous;
              if (previous.sub === node.id && previous.isSubPinned) return { ...previous, sub: null };
              return { ...previous, sub: node.id, isSubPinned: true, isTopPinned: true };
            });
          }}
        >
          {node.icon ? (
            <img src={node.icon} alt="" width="20" height="20" className="primary-nav__icon" loading="lazy" />
          ) : null}
          <span className="primary-nav__text">{node.menuName}</span>
          <Icon name="chevronRight" />
        </button>
        <ul id={listId(node.id)} className="primary-nav__flyout" hidden={!isOpen}>
          {node.children.map((leaf) => (
            <li key={leaf.id}>{renderLink(leaf, 'primary-nav__menu-link')}</li>
          ))}
        </ul>
      </li>
    );
  }

  return (
    <nav ref={navRef} aria-label={label} className="primary-nav-wrap">
      <ul className="primary-nav">
        {menus.map((menu, index) => {
          if (menu.children.length === 0) {
            return <li key={menu.id}>{renderLink(menu, 'primary-nav__link')}</li>;
          }
          const isOpen = open?.top === menu.id;
          // The right half opens its lists leftwards so they stay on screen.
          const isEnd = index >= menus.length / 2;
          return (
            <li
              key={menu.id}
              className={isEnd ? 'primary-nav__item primary-nav__item--end' : 'primary-nav__item'}
              onPointerEnter={(event) => {
                if (!isMouse(event)) return;
                cancelClose();
                if (open?.top !== menu.id) {
                  setState({
                    at: location.key,
                    top: menu.id,
                    sub: null,
                    isTopPinned: false,
                    isSubPinned: false,
                  });
                }
              }}
              onPointerLeave={(event) => {
                if (!isMouse(event) || !isOpen || open.isTopPinned) return;
                cancelClose();
                closeTimer.current = window.setTimeout(() => {
                  setState((previous) =>
                    previous?.top === menu.id && !previous.isTopPinned ? null : previous,
                  );
                }, CLOSE_DELAY_MS);
              }}
            >
              <button
                type="button"
                id={buttonId(menu.id)}
                className="primary-nav__link primary-nav__button"
                aria-expanded={isOpen}
                aria-controls={listId(menu.id)}
                lang={fallbackLang(menu, language)}
                onClick={() => {
                  cancelClose();
                  if (isOpen && open.isTopPinned) {
                    setState(null);
                    return;
                  }
                  setState({
                    at: location.key,
                    top: menu.id,
                    sub: isOpen ? open.sub : null,
                    isTopPinned: true,
                    isSubPinned: isOpen ? open.isSubPinned : false,
                  });
                }}
              >
                <span className="primary-nav__text">{menu.menuName}</span>
                <Icon name="chevronDown" />
              </button>
              <ul id={listId(menu.id)} className="primary-nav__menu" hidden={!isOpen}>
                {menu.children.map((child) =>
                  child.children.length > 0 ? (
                    renderSubMenu(child, open)
                  ) : (
                    <li key={child.id}>{renderLink(child, 'primary-nav__menu-link')}</li>
                  ),
                )}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
