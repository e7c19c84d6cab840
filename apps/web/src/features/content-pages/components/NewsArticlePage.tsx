import type { Language } from '@skybook/domain/languages';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SafeHtml } from '../../../components/SafeHtml';
import { brandedTitle, usePageSeo } from '../../../lib/seo';
import { sitePath } from '../../../lib/site-path';
import { alternatePaths, usePublishPageAlternates } from '../../../stores/page-alternates';
import { useMenu } from '../api/get-menu';
import { usePost } from '../api/get-post';
import { useCanonicalPath } from '../hooks/use-canonical-path';
import { Breadcrumb } from './Breadcrumb';
import { ContentError, ContentLoading, isNotFound } from './ContentStates';
import { POST_IMAGE_SIZE, PostCard } from './PostCard';
import { PublishedDate } from './PublishedDate';
import '../content-pages.css';

export interface NewsArticlePageProps {
  readonly language: Language;
  /** The post's slug in any language. */
  readonly postSlug: string;
  readonly notFound: ReactNode;
}

/** /news/{slug}/{slugDetail} (requirements §2 Content): a news article with its picture, date, category and related posts. */
export function NewsArticlePage({ language, postSlug, notFound }: NewsArticlePageProps) {
  const { t } = useTranslation('contentPages');
  const relatedId = useId();
  const query = usePost(postSlug, language);
  const post = query.data?.post;
  // The category's slug in every language, for the language switch and hreflang.
  const categoryMenu = useMenu(post ? post.category.slug : null, language);
  const categoryAlternates = categoryMenu.data?.menu.alternates;

  useCanonicalPath(post?.path ?? null);
  const alternates =
    post && categoryAlternates ? alternatePaths(['news', categoryAlternates, post.alternates]) : null;
  usePublishPageAlternates(alternates);
  usePageSeo(
    post
      ? {
          title: brandedTitle(post.seo.title),
          description: post.seo.description,
          path: post.path,
          // Slugs differ per language: without them known, no hreflang rather than wrong ones.
          alternates: alternates ?? {},
        }
      : null,
  );

  if (isNotFound(query.error)) return notFound;

  const categoryPath = post ? sitePath(language, `news/${post.category.slug}`) : undefined;

  return (
    <div className="content-page news-article">
      <div className="container content-narrow page-section">
        <Breadcrumb
          items={[
            { label: t('breadcrumb.home'), to: sitePath(language) },
            ...(post
              ? [{ label: post.category.name, to: categoryPath }, { label: post.title }]
              : [{ label: t('breadcrumb.loading') }]),
          ]}
        />
        {query.isPending ? <ContentLoading label={t('news.articleLoading')} hasMedia lines={12} /> : null}
        {query.isError && !isNotFound(query.error) ? (
          <ContentError
            error={query.error}
            onRetry={() => {
              void query.refetch();
            }}
          />
        ) : null}
        {post ? (
          <article className="article">
            <header className="article__header">
              <p className="article__meta">
                <Link to={categoryPath ?? sitePath(language)} className="article__category">
                  {post.category.name}
                </Link>
                <span aria-hidden="true"> · </span>
                <PublishedDate value={post.publishedAt} language={language} className="article__date" />
                {post.isFeature ? (
                  <span className="post-card__badge article__badge">{t('news.featured')}</span>
                ) : null}
              </p>
              <h1 className="page-title article__title">{post.title}</h1>
              <p className="article__lead">{post.summary}</p>
            </header>
            <img
              className="article__image"
              src={post.image}
              alt={post.altText}
              width={POST_IMAGE_SIZE.width}
              height={POST_IMAGE_SIZE.height}
              decoding="async"
            />
            <SafeHtml html={post.body} className="article__body" />
          </article>
        ) : null}
      </div>
      {post && post.related.length > 0 ? (
        <section className="container page-section news-related" aria-labelledby={relatedId}>
          <h2 id={relatedId} className="section-title">
            {t('news.related', { category: post.category.name })}
          </h2>
          <ul className="post-grid">
            {post.related.map((related) => (
              <li key={related.id}>
                <PostCard post={related} language={language} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
