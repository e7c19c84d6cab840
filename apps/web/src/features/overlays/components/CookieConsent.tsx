import type { Language } from '@skybook/domain/languages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { sitePath } from '../../../lib/site-path';
import { focusMainContent } from '../focus-main';
import { acceptCookies } from '../hooks/use-cookie-consent';
import '../overlays.css';

export interface CookieConsentProps {
  readonly language: Language;
}

/**
 * The cookie consent (requirements §2 Site chrome): a region at the bottom of the window, not a dialog,
 * so the page stays usable (and the skip link at the top uncovered) until the visitor accepts;
 * it links to the cookie policy page of the content store. Accepting is remembered in local
 * storage, so it never shows again on this browser.
 */
export function CookieConsent({ language }: CookieConsentProps) {
  const { t } = useTranslation('overlays');
  const titleId = useId();
  return (
    <section className="cookie-consent" aria-labelledby={titleId}>
      <div className="cookie-consent__text">
        <h2 id={titleId} className="cookie-consent__title">
          {t('cookie.title')}
        </h2>
        <p className="cookie-consent__message">
          {t('cookie.message')}{' '}
          <Link to={sitePath(language, `pages/${t('cookie.policySlug')}`)} className="cookie-consent__link">
            {t('cookie.policy')}
          </Link>
        </p>
      </div>
      <Button
        className="cookie-consent__accept"
        onPress={() => {
          acceptCookies();
          focusMainContent();
        }}
      >
        {t('cookie.accept')}
      </Button>
    </section>
  );
}
