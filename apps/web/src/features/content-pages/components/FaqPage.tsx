import type { FaqCategoryDto, FaqDto } from '@skybook/contracts/content-store';
import type { Language } from '@skybook/domain/languages';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SafeHtml } from '../../../components/SafeHtml';
import { Icon } from '../../../components/ui/Icon';
import { brandedTitle, usePageSeo } from '../../../lib/seo';
import { sitePath } from '../../../lib/site-path';
import { alternatePaths, usePublishPageAlternates } from '../../../stores/page-alternates';
import { useFaqCategories } from '../api/get-faq-categories';
import { useFaqSetting } from '../api/get-faq-setting';
import { useFaqs } from '../api/get-faqs';
import { useCanonicalPath } from '../hooks/use-canonical-path';
import { Breadcrumb } from './Breadcrumb';
import { ContentEmpty, ContentError, ContentLoading, isNotFound } from './ContentStates';
import { FaqAccordion } from './FaqAccordion';
import { HelpTopics } from './HelpTopics';
import '../content-pages.css';

/** The search box asks the server once typing pauses this long. */
const SEARCH_DELAY_MS = 300;
/** How many top questions the FAQ home lists when the setting has not arrived. */
const DEFAULT_TOP_QUESTIONS = 8;

export interface FaqPageProps {
  readonly language: Language;
  /** /FAQ/{slug}: the category's slug in any language; absent on /FAQ. */
  readonly categorySlug?: string;
  /** What an unknown category shows (the site's not-found view). */
  readonly notFound: ReactNode;
}

/**
 * /FAQ and /FAQ/{slug} (requirements §2 Content): the topics, the questions as an accordion and a search
 * the server runs without regard to case or Vietnamese diacritics (`hanh ly` finds "hành lý").
 * The search is kept in the address (`?q=`), so a result can be shared and Back returns to it.
 */
export function FaqPage({ language, categorySlug, notFound }: FaqPageProps) {
  const { t } = useTranslation('contentPages');
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const [draft, setDraft] = useState(search);
  const timer = useRef<number | undefined>(undefined);

  const applySearch = (value: string) => {
    window.clearTimeout(timer.current);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim() === '') next.delete('q');
        else next.set('q', value);
        return next;
      },
      { replace: true },
    );
  };
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
    },
    [],
  );

  const setting = useFaqSetting(language);
  const categories = useFaqCategories(language);
  const faqs = useFaqs({ language, categorySlug, search });
  const isSearching = search.trim() !== '';

  // Found among the categories (its slug in any language), so a search's pending answer never hides it.
  const category =
    categorySlug === undefined
      ? undefined
      : categories.data?.categories.find((candidate) =>
          Object.values(candidate.alternates).includes(categorySlug),
        );
  const isUnknownCategory =
    categorySlug !== undefined &&
    (isNotFound(faqs.error) || (categories.isSuccess && category === undefined));
  const path = categorySlug === undefined ? '/faq' : category ? `/faq/${category.slug}` : null;
  useCanonicalPath(categorySlug === undefined ? null : path);
  usePublishPageAlternates(category ? alternatePaths(['faq', category.alternates]) : null);
  const heading = category?.name ?? t('faq.heading');
  usePageSeo(
    path === null
      ? null
      : {
          title: brandedTitle(category?.name ?? t('faq.heading')),
          description: category?.description ?? setting.data?.description ?? t('faq.description'),
          path,
          ...(category ? { alternates: alternatePaths(['faq', category.alternates]) } : {}),
        },
  );

  if (isUnknownCategory) return notFound;

  const breadcrumb = [
    { label: t('breadcrumb.home'), to: sitePath(language) },
    categorySlug === undefined
      ? { label: t('faq.heading') }
      : { label: t('faq.heading'), to: sitePath(language, 'faq') },
    ...(categorySlug !== undefined ? [{ label: category?.name ?? t('breadcrumb.loading') }] : []),
  ];

  return (
    <div className="content-page faq-page">
      <div className="content-hero">
        <div className="container">
          <Breadcrumb items={breadcrumb} />
          <h1 className="page-title">{heading}</h1>
          <p className="content-hero__lead">
            {category?.description ?? setting.data?.description ?? t('faq.description')}
          </p>
          <FaqSearch
            value={draft}
            onChange={(value) => {
              setDraft(value);
              // The server is asked once typing pauses; Enter asks at once.
              window.clearTimeout(timer.current);
              timer.current = window.setTimeout(() => {
                applySearch(value);
              }, SEARCH_DELAY_MS);
            }}
            onSubmit={() => {
              applySearch(draft);
            }}
            placeholder={setting.data?.searchPlaceholder ?? t('faq.searchPlaceholder')}
          />
        </div>
      </div>
      <div className="container content-layout">
        <FaqTopics
          language={language}
          categories={categories.data?.categories}
          currentId={category?.id}
          isLoading={categories.isPending}
        />
        <div className="content-layout__main">
          <FaqQuestions
            faqs={faqs}
            isSearching={isSearching}
            search={search}
            topCount={
              categorySlug === undefined ? (setting.data?.topQuestionCount ?? DEFAULT_TOP_QUESTIONS) : null
            }
            noResult={setting.data?.noResult ?? t('faq.noResult')}
          />
          {setting.data ? (
            <section className="faq-contact" aria-labelledby="faq-contact-title">
              <h2 id="faq-contact-title" className="faq-contact__title">
                {setting.data.contactTitle}
              </h2>
              <SafeHtml html={setting.data.contactHtml} />
            </section>
          ) : null}
        </div>
      </div>
      {categorySlug === undefined ? <HelpTopics language={language} /> : null}
    </div>
  );
}

interface FaqSearchProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onSubmit: () => void;
  readonly placeholder: string;
}

function FaqSearch({ value, onChange, onSubmit, placeholder }: FaqSearchProps) {
  const { t } = useTranslation('contentPages');
  const inputId = useId();
  return (
    <form
      role="search"
      className="faq-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={inputId} className="faq-search__label">
        {t('faq.searchLabel')}
      </label>
      <div className="faq-search__field">
        <Icon name="search" className="faq-search__icon" />
        <input
          id={inputId}
          type="search"
          className="faq-search__input"
          value={value}
          placeholder={placeholder}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
        <button type="submit" className="faq-search__submit">
          {t('faq.searchButton')}
        </button>
      </div>
    </form>
  );
}

interface FaqTopicsProps {
  readonly language: Language;
  readonly categories: readonly FaqCategoryDto[] | undefined;
  readonly currentId: string | undefined;
  readonly isLoading: boolean;
}

/** The FAQ's categories, the one on screen marked as current. */
function FaqTopics({ language, categories, currentId, isLoading }: FaqTopicsProps) {
  const { t } = useTranslation('contentPages');
  const titleId = useId();
  return (
    <nav className="content-side-nav" aria-labelledby={titleId}>
      <h2 id={titleId} className="content-side-nav__title">
        {t('faq.topicsTitle')}
      </h2>
      {isLoading ? <ContentLoading label={t('faq.topicsLoading')} lines={8} /> : null}
      {categories ? (
        <ul className="content-side-nav__list">
          {categories.map((category) => (
            <li key={category.id}>
              <Link
                to={sitePath(language, `faq/${category.slug}`)}
                className="content-side-nav__link"
                aria-current={category.id === currentId ? 'page' : undefined}
              >
                <img src={category.icon} alt="" width="24" height="24" className="content-side-nav__icon" />
                <span className="content-side-nav__text">{category.name}</span>
                <span className="content-side-nav__count">
                  {t('faq.questionCount', { count: category.questionCount })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}

interface FaqQuestionsProps {
  readonly faqs: ReturnType<typeof useFaqs>;
  readonly isSearching: boolean;
  readonly search: string;
  /** The FAQ home lists only this many top questions until the visitor searches; null lists all. */
  readonly topCount: number | null;
  readonly noResult: string;
}

function FaqQuestions({ faqs, isSearching, search, topCount, noResult }: FaqQuestionsProps) {
  const { t } = useTranslation('contentPages');
  const headingId = useId();
  const list: FaqDto[] | undefined = faqs.data
    ? !isSearching && topCount !== null
      ? faqs.data.faqs.filter((faq) => faq.isTop).slice(0, topCount)
      : faqs.data.faqs
    : undefined;
  const title = isSearching
    ? t('faq.resultsTitle', { query: search.trim() })
    : topCount !== null
      ? t('faq.topTitle')
      : t('faq.questionsTitle');

  return (
    <section className="faq-questions" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        {title}
      </h2>
      {/* Always present, so a screen reader hears how many questions each search finds. */}
      <p className="content-pages__sr-only" role="status">
        {isSearching && list && !faqs.isPlaceholderData ? t('faq.resultCount', { count: list.length }) : ''}
      </p>
      {faqs.isPending ? <ContentLoading label={t('faq.loading')} lines={8} /> : null}
      {faqs.isError && !isNotFound(faqs.error) ? (
        <ContentError
          error={faqs.error}
          onRetry={() => {
            void faqs.refetch();
          }}
        />
      ) : null}
      {list && list.length > 0 ? <FaqAccordion faqs={list} /> : null}
      {list?.length === 0 ? (
        <ContentEmpty>
          <p>{isSearching ? noResult : t('faq.empty')}</p>
        </ContentEmpty>
      ) : null}
    </section>
  );
}
