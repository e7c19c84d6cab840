import type { Language } from '@skybook/domain/languages';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { sitePath } from '../../../lib/site-path';
import { Logo } from './Logo';
import { PRIMARY_NAV, signInSearch } from './nav-links';
import '../chrome.css';

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
  readonly languageSelector: ReactNode;
  readonly mobileLanguageControl: ReactNode;
  readonly currencySelector: ReactNode;
  readonly mobileCurrencyControl: ReactNode;
}

/**
 * Desktop: a top bar (support, sign-up, sign-in, currency, language) over the logo and primary menu.
 * Mobile (below 769 px): a fixed bar with back, page title and menu. CSS shows one or the other,
 * so neither layout shifts while scripts load.
 */
export function SiteHeader({
  language,
  pageTitle,
  isHome,
  languageSelector,
  mobileLanguageControl,
  currencySelector,
  mobileCurrencyControl,
}: SiteHeaderProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  // The menu belongs to the page it was opened on, so any navigation closes it (SPEC §2).
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const isMenuOpen = menuOpenedAt === location.key;
  // 'default' is the key of the entry the visitor landed on: there is nothing in-app to go back to.
  const canGoBack = location.key !== 'default';
  const signIn = {
    pathname: sitePath(language, 'signin'),
    search: signInSearch(`${location.pathname}${location.search}`),
  };

  return (
    <header className={isHome ? 'site-header site-header--overlay' : 'site-header'}>
      <div className="desktop-header">
        <div className="top-bar">
          <div className="container top-bar__inner">
            <nav aria-label={t('header.accountNav')}>
              <ul className="top-bar__links">
                <li>
                  <Link to={sitePath(language, 'faq')} className="top-bar__link">
                    <Icon name="help" />
                    {t('header.support')}
                  </Link>
                </li>
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
              </ul>
            </nav>
            {currencySelector}
            {languageSelector}
          </div>
        </div>
        <div className="main-bar">
          <div className="container main-bar__inner">
            <Logo language={language} />
            <nav aria-label={t('header.primaryNav')}>
              <ul className="primary-nav">
                {PRIMARY_NAV.map((item) => (
                  <li key={item.label}>
                    <NavLink to={sitePath(language, item.path)} end className="primary-nav__link">
                      {t(`nav.${item.label}`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
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
          onHoverStart={preloadSideMenu}
          onFocus={preloadSideMenu}
          onPressStart={preloadSideMenu}
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
            languageControl={mobileLanguageControl}
            currencyControl={mobileCurrencyControl}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
