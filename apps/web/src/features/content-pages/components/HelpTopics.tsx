import type { Language } from '@skybook/domain/languages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useHelpTopics } from '../api/get-help-topics';
import { ContentLink } from './ContentLink';
import { ContentError, ContentLoading } from './ContentStates';

/** The help centre's topics (GET help/{languageId}): where to go for each kind of question. */
export function HelpTopics({ language }: { readonly language: Language }) {
  const { t } = useTranslation('contentPages');
  const headingId = useId();
  const topics = useHelpTopics(language);
  if (topics.isSuccess && topics.data.topics.length === 0) return null;

  return (
    <section className="container page-section help-topics" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        {t('help.title')}
      </h2>
      {topics.isPending ? (
        <ContentLoading label={t('help.loading')} lines={4} className="help-topics__loading" />
      ) : null}
      {topics.isError ? (
        <ContentError
          error={topics.error}
          onRetry={() => {
            void topics.refetch();
          }}
        />
      ) : null}
      {topics.data ? (
        <ul className="help-topics__list">
          {topics.data.topics.map((topic) => (
            <li key={topic.id} className="help-topic">
              <img
                src={topic.icon}
                alt=""
                width="40"
                height="40"
                className="help-topic__icon"
                loading="lazy"
              />
              <div>
                <h3 className="help-topic__title">
                  <ContentLink href={topic.link} language={language} className="help-topic__link">
                    {topic.title}
                  </ContentLink>
                </h3>
                <p className="help-topic__description">{topic.description}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
