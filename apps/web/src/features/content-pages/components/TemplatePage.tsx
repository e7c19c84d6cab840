import type { Language } from '@skybook/domain/languages';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/SafeHtml';
import { brandedTitle, usePageSeo } from '../../../lib/seo';
import { sitePath } from '../../../lib/site-path';
import { useTemplatePosts } from '../api/get-template-posts';
import { Breadcrumb } from './Breadcrumb';
import { ContentEmpty, ContentError, ContentLoading, isNotFound } from './ContentStates';
import '../content-pages.css';

/** The service pages built from a template's posts, by their route id. */
export type TemplatePageId =
  | 'eMenu'
  | 'eVisa'
  | 'eSim'
  | 'mobileApp'
  | 'flightsOperationCertificate'
  | 'focMobile'
  | 'hdssDirect'
  | 'modalCheckoutMobile';

export interface TemplatePageProps {
  readonly language: Language;
  readonly pageId: TemplatePageId;
  /** The content store's template whose posts make the page (`e-visa`, `mobile` …). */
  readonly template: string;
  /** The page's canonical path without the language prefix. */
  readonly path: string;
  /** Calls to action under the title (download, app stores …). */
  readonly actions?: ReactNode;
  /** Shown above the posts (a banner). */
  readonly before?: ReactNode;
  /** Shown after the posts (a legal text …). */
  readonly children?: ReactNode;
  /** The in-app (webview) variant: no breadcrumb, tighter spacing. */
  readonly isCompact?: boolean;
  /** Asks search engines not to index the page (a step of the app's checkout, not a page to find). */
  readonly noIndex?: boolean;
}

/**
 * A service page (e-menu, e-visa, eSIM, the app, the flight certificate) whose text is the
 * template's posts of the content store, one section each, in the content's order.
 */
export function TemplatePage({
  language,
  pageId,
  template,
  path,
  actions,
  before,
  children,
  isCompact = false,
  noIndex = false,
}: TemplatePageProps) {
  const { t } = useTranslation('contentPages');
  const posts = useTemplatePosts(template, language);
  const title = t(`templates.${pageId}.title`);
  usePageSeo({
    title: brandedTitle(title),
    description: t(`templates.${pageId}.description`),
    path,
    noIndex,
  });

  return (
    <div className={isCompact ? 'content-page content-page--compact' : 'content-page'}>
      <div className="content-hero">
        <div className="container">
          {isCompact ? null : (
            <Breadcrumb items={[{ label: t('breadcrumb.home'), to: sitePath(language) }, { label: title }]} />
          )}
          <h1 className="page-title">{title}</h1>
          <p className="content-hero__lead">{t(`templates.${pageId}.lead`)}</p>
          {actions ? <div className="content-hero__actions">{actions}</div> : null}
        </div>
      </div>
      <div className="container content-narrow page-section">
        {before}
        {posts.isPending ? <ContentLoading label={t('templates.loading')} lines={10} /> : null}
        {posts.isError && !isNotFound(posts.error) ? (
          <ContentError
            error={posts.error}
            onRetry={() => {
              void posts.refetch();
            }}
          />
        ) : null}
        {isNotFound(posts.error) || posts.data?.posts.length === 0 ? (
          <ContentEmpty>
            <p>{t('templates.empty')}</p>
          </ContentEmpty>
        ) : null}
        {posts.data?.posts.map((post) => (
          <TemplateSection key={post.id} post={post} />
        ))}
        {children}
      </div>
    </div>
  );
}

interface TemplateSectionProps {
  readonly post: { readonly title: string; readonly summary: string; readonly body: string };
}

function TemplateSection({ post }: TemplateSectionProps) {
  const headingId = useId();
  return (
    <section className="template-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="template-section__title">
        {post.title}
      </h2>
      <p className="template-section__summary">{post.summary}</p>
      <SafeHtml html={post.body} />
    </section>
  );
}
