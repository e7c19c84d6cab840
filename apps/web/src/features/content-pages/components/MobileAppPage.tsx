import type { Language } from '@skybook/domain/languages';
import { useTranslation } from 'react-i18next';
import { useAppLinks } from '../api/get-app-links';
import { ContentLink } from './ContentLink';
import { TemplatePage } from './TemplatePage';

/** /mobile (requirements §2): what the app does and where to get it. */
export function MobileAppPage({ language }: { readonly language: Language }) {
  return (
    <TemplatePage
      language={language}
      pageId="mobileApp"
      template="mobile"
      path="/mobile"
      actions={<AppStoreLinks language={language} />}
    />
  );
}

/** The app stores' badges (from the footer info's app links), each opening the store in a new tab. */
function AppStoreLinks({ language }: { readonly language: Language }) {
  const { t } = useTranslation('contentPages');
  const links = useAppLinks(language);
  if (links.isError) return null;
  return (
    <ul className="app-links" aria-label={t('mobileApp.storesLabel')} aria-busy={links.isPending}>
      {(links.data ?? []).map((link) => (
        <li key={link.link}>
          <ContentLink href={link.link} language={language} className="app-link">
            <img src={link.image} alt="" width="40" height="40" className="app-link__icon" />
            <span>{t('mobileApp.getOn', { store: link.name })}</span>
          </ContentLink>
        </li>
      ))}
    </ul>
  );
}
