import type { Language } from '@skybook/domain/languages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sitePath } from '../../../lib/site-path';
import { Logo } from './Logo';

// Placeholder until the footer info (SPEC §3 Footer info: hotline) comes from the content API.
const HOTLINE = { display: '1900 6886', dial: '19006886' };

// Read once when the app loads rather than on every render: rendering stays pure.
const COPYRIGHT_YEAR = String(new Date().getFullYear());

export interface SiteFooterProps {
  readonly language: Language;
}

/** Footer skeleton: hotline, help links and copyright; CMS columns arrive with issue 6. */
export function SiteFooter({ language }: SiteFooterProps) {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo language={language} />
          <p className="site-footer__tagline">{t('footer.tagline')}</p>
        </div>
        <section className="site-footer__column" aria-labelledby="footer-support">
          <h2 id="footer-support" className="site-footer__heading">
            {t('footer.supportHeading')}
          </h2>
          <p className="site-footer__label">{t('footer.hotlineLabel')}</p>
          <a href={`tel:${HOTLINE.dial}`} className="site-footer__hotline">
            {HOTLINE.display}
          </a>
        </section>
        <nav className="site-footer__column" aria-labelledby="footer-links">
          <h2 id="footer-links" className="site-footer__heading">
            {t('footer.linksHeading')}
          </h2>
          <ul className="site-footer__links">
            <li>
              <Link to={sitePath(language, 'faq')}>{t('footer.faq')}</Link>
            </li>
            <li>
              <Link to={sitePath(language, 'my/search-booking')}>{t('nav.manageBooking')}</Link>
            </li>
            <li>
              <Link to={sitePath(language, 'checkin')}>{t('nav.checkin')}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <p>{t('footer.copyright', { year: COPYRIGHT_YEAR })}</p>
        </div>
      </div>
    </footer>
  );
}
