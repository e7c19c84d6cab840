import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { sitePath, useCurrentLanguage } from '../../../lib/site-path';
import '../pages.css';

/** requirements §2 Error: the content is missing or changed; a button home and a link to the FAQ. */
export function Component() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();

  return (
    <div className="container page-section not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="page-title">{t('notFound.heading')}</h1>
      <p className="not-found__body">{t('notFound.body')}</p>
      <div className="not-found__actions">
        <Link to={sitePath(language)} className={buttonClassName('primary')}>
          <Icon name="home" />
          {t('notFound.home')}
        </Link>
      </div>
      <p className="not-found__help">
        {t('notFound.helpPrompt')}{' '}
        <Link to={sitePath(language, 'faq')} className="text-link">
          {t('notFound.faq')}
        </Link>
      </p>
    </div>
  );
}
