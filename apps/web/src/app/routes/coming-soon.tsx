import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/Button';
import { sitePath, useCurrentLanguage } from '../../lib/site-path';
import { useCurrentPage } from '../page-handle';
import './pages.css';

/** Stands in for every page a later issue builds; says which part of the site it belongs to. */
export function Component() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const page = useCurrentPage();
  const headingId = useId();
  const area = t(`areas.${page?.area ?? 'content'}`);

  return (
    <>
      <div className="page-banner">
        <div className="container">
          <p className="page-banner__eyebrow">{area}</p>
          <h1 className="page-title">{page ? t(`titles.${page.id}`) : area}</h1>
        </div>
      </div>
      <div className="container page-section">
        <section className="placeholder-panel" data-placeholder="true" aria-labelledby={headingId}>
          <h2 id={headingId} className="placeholder-panel__heading">
            {t('placeholder.heading')}
          </h2>
          <p>{t('placeholder.body', { area })}</p>
          <Link to={sitePath(language)} className={buttonClassName('secondary')}>
            {t('placeholder.home')}
          </Link>
        </section>
      </div>
    </>
  );
}
