import type { Language } from '@skybook/domain/languages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SafeHtml } from '../../../components/SafeHtml';
import { buttonClassName } from '../../../components/ui/Button';
import { sitePath } from '../../../lib/site-path';
import { useLegalHtml } from '../api/get-legal-html';
import { ContentError, ContentLoading } from './ContentStates';
import { TemplatePage } from './TemplatePage';

/** /e-sim (requirements §2): how the travel eSIM works and which phones support it. */
export function ESimPage({ language }: { readonly language: Language }) {
  const { t } = useTranslation('contentPages');
  return (
    <TemplatePage
      language={language}
      pageId="eSim"
      template="e-sim"
      path="/e-sim"
      actions={
        <Link to={sitePath(language)} className={buttonClassName('primary')}>
          {t('esim.book')}
        </Link>
      }
    >
      <SupportedDevices language={language} />
    </TemplatePage>
  );
}

/** The legal text of eSIM-capable phones (requirements §3 legal-content key esimSupportedDevices). */
function SupportedDevices({ language }: { readonly language: Language }) {
  const { t } = useTranslation('contentPages');
  const headingId = useId();
  const text = useLegalHtml('esimSupportedDevices', language);
  return (
    <section className="template-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="template-section__title">
        {text.data?.title ?? t('esim.devicesTitle')}
      </h2>
      {text.isPending ? <ContentLoading label={t('esim.devicesLoading')} lines={5} /> : null}
      {text.isError ? (
        <ContentError
          error={text.error}
          onRetry={() => {
            void text.refetch();
          }}
        />
      ) : null}
      {text.data ? <SafeHtml html={text.data.detail} /> : null}
    </section>
  );
}
