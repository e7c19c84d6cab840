import type { Language } from '@skybook/domain/languages';
import { Suspense, lazy, useDeferredValue, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { sitePath } from '../../../lib/site-path';
import { PHONE_MEDIA, useMediaQuery } from '../../../lib/use-media-query';
import { useMenus } from '../api/get-menus';
import { Logo } from './Logo';
import { signInSearch } from './nav-links';
import '../chrome.css';

// The menus come from the content API after the first paint; their code comes with them.
const loadHeaderMenus = () => import('./HeaderMenus');
const TopMenus = lazy(() => loadHeaderMenus().then((module) => ({ default: module.TopMenus })));
const PrimaryNav = lazy(() => loadHeaderMenus().then((module) => ({ default: module.PrimaryNav })));

const loadSideMenu = () => import('./SideMenu');
const SideMenu = lazy(() => loadSideMenu().then((module) => ({ default: module.SideMenu })));

function preloadSideMenu(): void {
  void loadSideMenu();
}

export interface SiteHeaderProps {
  readonly language: Language;
  readonly pageTitle: string;
  /** Home has a transparent header laid over its hero; other pages a solid red one. */
  readonly isHome: boolean;
  /**
   * The signed-in member's full name (requirements §2: shown instead of sign-up/sign-in, opening
   * /profile/account); null for guests. Members arrive with the member service.
   */
  readonly memberName?: string | null;
  readonly languageSelector: ReactNode;
  readonly mobileLanguageControl: ReactNode;
  readonly currencySelector: ReactNode;
  readonly mobileCurrencyControl: ReactNode;
  /** Called when the visitor is about to open the side menu, to fetch what it shows early. */
  readonly onMenuIntent?: () => void;
}

/**
 * Desktop: a top bar (the content's top menus; support, sign-up, sign-in, currency, language) over
 * the logo and the content's primary menus. Mobile (below 769 px): a fixed bar with back, page
 * title and menu. CSS shows one or the other, so neither layout shifts while scripts load; the
 * menus arrive after the first paint into space the bars already hold.
 */
export function SiteHeader({
  language,
  pageTitle,
  isHome,
  memberName = null,
  languageSelector,
  mobileLanguageControl,
  currencySelector,
  mobileCurrencyControl,
  onMenuIntent,
}: SiteHeaderProps) {
  const { t } = useTranslation('chrome');
  const location = useLocation();
  const navigate = useNavigate();
  const menus = useMenus(language, 'header');
  // On phones the desktop header is hidden (chrome.css): its menus are neither built there nor
  // their code fetched; the side menu shows them when opened. Elsewhere they render in a
  // transition React can pause when they arrive, as the page starts (design §5 Speed: TBT).
  const isPhone = useMediaQuery(PHONE_MEDIA);
  const headerMenus = useDeferredValue(isPhone ? undefined : menus.data) ?? [];
  const primary = headerMenus.filter((menu) => menu.isPrimaryMenu);
  // The menu belongs to the page it was opened on, so any navigation closes it (requirements §2).
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const isMenuOpen = menuOpenedAt === location.key;
  // 'default' is the key of the entry the visitor landed on: there is nothing in-app to go back to.
  const canGoBack = location.key !== 'default';
  const preloadMenu = () => {
    preloadSideMenu();
    onMenuIntent?.();
  };
  const signIn = {
    pathname: sitePath(language, 'signin'),
    search: signInSearch(`${location.pathname}${location.search}`),
  };

  return (
    <header className={isHome ? 'site-header site-header--overlay' : 'site-header'}>
      <div className="desktop-header">
        <div className="top-bar">
          <div className="container top-bar__inner">
            {headerMenus.length > 0 ? (
              <Suspense fallback={null}>
                <TopMenus menus={headerMenus} language={language} />
              </Suspense>
            ) : null}
            <nav aria-label={t('header.accountNav')} className="top-bar__account">
              <ul className="top-bar__links">
                <li>
                  <Link to={sitePath(language, 'faq')} className="top-bar__link">
                    <Icon name="help" />
                    {t('header.support')}
                  </Link>
                </li>
                {memberName ? (
                  <li>
                    <Link to={sitePath(language, 'profile/account')} className="top-bar__link">
                      <Icon name="user" />
                      {memberName}
                    </Link>
                  </li>
                ) : (
                  <>
                    <li>
                      <Link to={sitePath(language, 'signup')} className="top-bar__link">
                        {t('header.signUp')}
                      </Link>
                    </li>
                    <li>
                      <Link to={signIn} className="top-bar__link">
                        <Icon name="user" />
                        {t('header.signIn')}
                      </Link>
                    </li>
                  </>
                )}
              </ul>
            </nav>
            {currencySelector}
            {languageSelector}
          </div>
        </div>
        <div className="main-bar">
          <div className="container main-bar__inner">
            <Logo language={language} />
            {primary.length > 0 ? (
              <Suspense fallback={null}>
                <PrimaryNav menus={primary} language={language} label={t('header.primaryNav')} />
              </Suspense>
            ) : null}
          </div>
        </div>
      </div>

      <div className="mobile-bar">
        {isHome ? (
          <span className="mobile-bar__slot" />
        ) : (
          <Button
            variant="icon"
            aria-label={t('header.back')}
            onPress={() => {
              void (canGoBack ? navigate(-1) : navigate(sitePath(language)));
            }}
          >
            <Icon name="back" />
          </Button>
        )}
        {isHome ? (
          <Logo language={language} className="mobile-bar__logo" />
        ) : (
          <p className="mobile-bar__title">{pageTitle}</p>
        )}
        <Button
          variant="icon"
          aria-label={t('header.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={isMenuOpen}
          onHoverStart={preloadMenu}
          onFocus={preloadMenu}
          onPressStart={preloadMenu}
          onPress={() => {
            setMenuOpenedAt(location.key);
          }}
        >
          <Icon name="menu" />
        </Button>
      </div>

      {isMenuOpen ? (
        <Suspense fallback={null}>
          <SideMenu
            onClose={() => {
              setMenuOpenedAt(null);
            }}
            language={language}
            memberName={memberName}
            languageControl={mobileLanguageControl}
            currencyControl={mobileCurrencyControl}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
