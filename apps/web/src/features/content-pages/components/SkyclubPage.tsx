import { SUPPORTED_LANGUAGES, toLanguage, type Language } from '@skybook/domain/languages';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SafeHtml } from '../../../components/SafeHtml';
import { buttonClassName } from '../../../components/ui/Button';
import { brandedTitle, usePageSeo } from '../../../lib/seo';
import { sitePath } from '../../../lib/site-path';
import { usePublishPageAlternates } from '../../../stores/page-alternates';
import { useTemplatePosts } from '../api/get-template-posts';
import { useCanonicalPath } from '../hooks/use-canonical-path';
import { Breadcrumb } from './Breadcrumb';
import { ContentError, ContentLoading, isNotFound } from './ContentStates';
import '../content-pages.css';

/** The content store's template holding the loyalty programme's pages. */
const SKYCLUB_TEMPLATE = 'skyclub';

export interface SkyclubPageProps {
  /** The site's language (the address prefix): the chrome and this page's own labels. */
  readonly language: Language;
  /** Which Skyclub page: a post of the skyclub template, by its slug. */
  readonly alias: string;
  /** The address's last segment: the language the Skyclub text is shown in. */
  readonly contentLang: string;
  readonly notFound: ReactNode;
}

const skyclubPath = (slug: string, language: Language) => `/skyclub/${encodeURIComponent(slug)}/${language}`;

/**
 * /skyclub/{alias}/{lang} (requirements §2): a page of the Skyclub loyalty programme (benefits, tiers,
 * earning and spending points), in the language the address names, with the programme's other
 * pages beside it. The app links here with its own language at the end.
 */
export function SkyclubPage({ language, alias, contentLang, notFound }: SkyclubPageProps) {
  const { t } = useTranslation('contentPages');
  const navId = useId();
  const contentLanguage = toLanguage(contentLang);
  const shownLanguage = contentLanguage ?? language;
  const posts = useTemplatePosts(SKYCLUB_TEMPLATE, shownLanguage, contentLanguage !== undefined);
  const direct = posts.data?.posts.find((post) => post.slug === alias);
  // An alias may be another language's slug: find the post by its id through vi and en.
  const needsLookup = posts.isSuccess && direct === undefined;
  const vi = useTemplatePosts(SKYCLUB_TEMPLATE, 'vi', needsLookup);
  const en = useTemplatePosts(SKYCLUB_TEMPLATE, 'en', needsLookup);
  const lookedUp = [...(vi.data?.posts ?? []), ...(en.data?.posts ?? [])].find((post) => post.slug === alias);
  const post = direct ?? posts.data?.posts.find((candidate) => candidate.id === lookedUp?.id);
  const isLookupSettled = !needsLookup || (!vi.isPending && !en.isPending);

  const path = post && contentLanguage ? skyclubPath(post.slug, contentLanguage) : null;
  useCanonicalPath(path);
  const alternates = post
    ? Object.fromEntries(
        SUPPORTED_LANGUAGES.map((candidate) => [candidate, skyclubPath(post.slug, candidate)]),
      )
    : null;
  usePublishPageAlternates(alternates);
  usePageSeo(
    post && path && alternates
      ? { title: brandedTitle(post.title), description: post.summary, path, alternates }
      : null,
  );

  if (contentLanguage === undefined || isNotFound(posts.error)) return notFound;
  if (posts.isSuccess && isLookupSettled && post === undefined) return notFound;

  const programme = t('skyclub.programme');
  return (
    <div className="content-page">
      <div className="content-hero">
        <div className="container">
          <Breadcrumb
            items={[
              { label: t('breadcrumb.home'), to: sitePath(language) },
              { label: programme },
              { label: post?.title ?? t('breadcrumb.loading') },
            ]}
          />
          {post ? (
            <div lang={shownLanguage === language ? undefined : shownLanguage}>
              <h1 className="page-title">{post.title}</h1>
              <p className="content-hero__lead">{post.summary}</p>
            </div>
          ) : null}
          <div className="content-hero__actions">
            <Link to={sitePath(language, 'signup')} className={buttonClassName('primary')}>
              {t('skyclub.join')}
            </Link>
          </div>
        </div>
      </div>
      <div className="container content-layout page-section">
        {posts.data && posts.data.posts.length > 1 ? (
          <nav className="content-side-nav" aria-labelledby={navId}>
            <h2 id={navId} className="content-side-nav__title">
              {programme}
            </h2>
            <ul
              className="content-side-nav__list"
              lang={shownLanguage === language ? undefined : shownLanguage}
            >
              {posts.data.posts.map((candidate) => (
                <li key={candidate.id}>
                  <Link
                    to={sitePath(language, skyclubPath(candidate.slug, shownLanguage))}
                    className="content-side-nav__link"
                    aria-current={candidate.id === post?.id ? 'page' : undefined}
                  >
                    <span className="content-side-nav__text">{candidate.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="content-layout__main">
          {posts.isPending || (needsLookup && !isLookupSettled) ? (
            <ContentLoading label={t('skyclub.loading')} lines={10} />
          ) : null}
          {posts.isError ? (
            <ContentError
              error={posts.error}
              onRetry={() => {
                void posts.refetch();
              }}
            />
          ) : null}
          {post ? (
            <article className="article" lang={shownLanguage === language ? undefined : shownLanguage}>
              <SafeHtml html={post.body} className="article__body" />
            </article>
          ) : null}
        </div>
      </div>
    </div>
  );
}
