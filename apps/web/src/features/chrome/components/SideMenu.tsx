import type { Language } from '@skybook/domain/languages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { buttonClassName } from '../../../components/ui/Button';
import { Drawer } from '../../../components/ui/Drawer';
import { Icon } from '../../../components/ui/Icon';
import { sitePath } from '../../../lib/site-path';
import { PRIMARY_NAV, signInSearch } from './nav-links';

export interface SideMenuProps {
  readonly onClose: () => void;
  readonly language: Language;
  /** The language control, supplied by the app so this feature does not import the locale feature. */
  readonly languageControl: ReactNode;
  /** The currency control, supplied by the app like the language control. */
  readonly currencyControl: ReactNode;
}

/**
 * The mobile slide-in menu (SPEC §2 Site chrome: mobile). Mounted only while open and loaded on
 * first open, so desktop visitors never download it.
 */
export function SideMenu({ onClose, language, languageControl, currencyControl }: SideMenuProps) {
  const { t } = useTranslation();
  const location = useLocation();

  return (
    <Drawer
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      placement="start"
      title={t('sideMenu.title')}
      closeLabel={t('actions.close')}
      className="side-menu"
    >
      <div className="side-menu__greeting">
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
      </div>
      <nav aria-label={t('header.primaryNav')}>
        <ul className="menu-list">
          {PRIMARY_NAV.map((item) => (
            <li key={item.label}>
              <NavLink to={sitePath(language, item.path)} end className="menu-row">
                <Icon name={item.icon} />
                <span className="menu-row__label">
                  {item.path === '' ? t('sideMenu.home') : t(`nav.${item.label}`)}
                </span>
                <Icon name="chevronRight" />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="side-menu__settings">
        {/* SPEC §2 hides the currency for Vietnam: here, the Vietnamese site (the /vi pages). */}
        {language === 'vi' ? null : currencyControl}
        {languageControl}
      </div>
    </Drawer>
  );
}
