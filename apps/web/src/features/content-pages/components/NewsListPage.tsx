import type { Language } from '@skybook/domain/languages';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/ui/Button';
import { brandedTitle, usePageSeo } from '../../../lib/seo';
import { sitePath } from '../../../lib/site-path';
import { alternatePaths, usePublishPageAlternates } from '../../../stores/page-alternates';
import { NEWS_PAGE_SIZE, usePosts } from '../api/get-posts';
import { useCanonicalPath } from '../hooks/use-canonical-path';
import { Breadcrumb } from './Breadcrumb';
import { ContentEmpty, ContentError, ContentLoading, isNotFound } from './ContentStates';
import { PostCard } from './PostCard';
import '../content-pages.css';

export interface NewsListPageProps {
  readonly language: Language;
  /** The news category (a List menu) by its slug in any language. */
  readonly categorySlug: string;
  readonly notFound: ReactNode;
}

/**
 * /news/{slug} (requirements §2 Content, §4 load more): the category's posts, newest first, ten at a time.
 * "Load more" appends the next ten, says so to screen readers and moves focus to the first new
 * post; it goes away when there are no more.
 */
export function NewsListPage({ language, categorySlug, notFound }: NewsListPageProps) {
  const { t } = useTranslation('contentPages');
  const headingId = useId();
  const posts = usePosts(categorySlug, language);
  const pages = posts.data?.pages ?? [];
  const first = pages[0];
  const category = first?.category ?? null;
  const items = pages.flatMap((page) => page.posts);
  const total = first?.total ?? 0;

  const linkRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  /** The index of the first post the pending "Load more" brings; focus goes there once it renders. */
  const focusIndex = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || items.length <= index) return;
    focusIndex.current = null;
    linkRefs.current[index]?.focus();
  }, [items.length]);

  const path = category ? `/news/${category.slug}` : null;
  useCanonicalPath(path);
  const alternates = category ? alternatePaths(['news', category.alternates]) : null;
  usePublishPageAlternates(alternates);
  usePageSeo(
    category && path
      ? {
          title: brandedTitle(category.name),
          description: t('news.listDescription', { category: category.name }),
          path,
          alternates: alternates ?? {},
        }
      : null,
  );

  if (isNotFound(posts.error)) return notFound;

  const loadMore = async () => {
    if (posts.isFetchingNextPage) return;
    const before = items.length;
    focusIndex.current = before;
    setAnnouncement('');
    const result = await posts.fetchNextPage();
    const after = result.data?.pages.reduce((sum, page) => sum + page.posts.length, 0) ?? before;
    if (after > before) {
      setAnnouncement(t('news.loadedMore', { count: after - before, shown: after, total }));
    } else {
      focusIndex.current = null;
    }
  };

  return (
    <div className="content-page news-list">
      <div className="content-hero">
        <div className="container">
          <Breadcrumb
            items={[
              { label: t('breadcrumb.home'), to: sitePath(language) },
              { label: category?.name ?? t('breadcrumb.loading') },
            ]}
          />
          <h1 className="page-title" id={headingId}>
            {category?.name ?? t('news.heading')}
          </h1>
          {category ? (
            <p className="content-hero__lead">{t('news.shown', { shown: items.length, total })}</p>
          ) : (
            <p className="content-hero__lead" aria-hidden="true">
              &nbsp;
            </p>
          )}
        </div>
      </div>
      <div className="container page-section">
        {posts.isPending ? (
          <ContentLoading label={t('news.loading')} lines={NEWS_PAGE_SIZE} className="news-list__loading" />
        ) : null}
        {posts.isError && !posts.isFetchNextPageError ? (
          <ContentError
            error={posts.error}
            onRetry={() => {
              void posts.refetch();
            }}
          />
        ) : null}
        {posts.isSuccess && items.length === 0 ? (
          <ContentEmpty>
            <p>{t('news.empty')}</p>
          </ContentEmpty>
        ) : null}
        {items.length > 0 ? (
          <ul className="post-grid" aria-labelledby={headingId}>
            {items.map((post, index) => (
              <li key={post.id}>
                <PostCard
                  post={post}
                  language={language}
                  linkRef={(element) => {
                    linkRefs.current[index] = element;
                  }}
                />
              </li>
            ))}
          </ul>
        ) : null}
        <p className="content-pages__sr-only" role="status">
          {announcement}
        </p>
        {posts.isFetchNextPageError ? (
          <div className="content-problem" role="alert">
            <p className="content-problem__title">{t('news.loadMoreFailed')}</p>
          </div>
        ) : null}
        {posts.hasNextPage ? (
          <div className="news-list__more">
            <button
              type="button"
              className={buttonClassName('secondary')}
              aria-disabled={posts.isFetchingNextPage}
              onClick={() => {
                void loadMore();
              }}
            >
              {posts.isFetchingNextPage ? t('news.loadingMore') : t('news.loadMore')}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
