import type { PageDto } from '@skybook/contracts/content-store';
import type { Language } from '@skybook/domain/languages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/SafeHtml';
import { brandedTitle, usePageSeo } from '../../../lib/seo';
import { sitePath } from '../../../lib/site-path';
import { alternatePaths, usePublishPageAlternates } from '../../../stores/page-alternates';
import { useMenu } from '../api/get-menu';
import { usePage } from '../api/get-page';
import { useCanonicalPath } from '../hooks/use-canonical-path';
import { Breadcrumb, type BreadcrumbItem } from './Breadcrumb';
import { ContentError, ContentLoading, isNotFound } from './ContentStates';
import { MenuListView } from './MenuListView';
import { PublishedDate } from './PublishedDate';
import { SectionNav } from './SectionNav';
import '../content-pages.css';

/** The pages' pictures are drawn at 960 × 360. */
const PAGE_IMAGE_SIZE = { width: 960, height: 360 } as const;

export interface ContentPageViewProps {
  readonly language: Language;
  /** The page's slug (slugDetail) in any language. */
  readonly slug: string;
  /** The route it was reached by: /pages/… or /information/…. */
  readonly section: 'pages' | 'information';
  /** /pages/{slug}/{slugDetail}: the section (MenuList) slug in the address. */
  readonly sectionSlug?: string;
  readonly notFound: ReactNode;
}

/**
 * /pages/{slugDetail}, /pages/{slug}/{slugDetail} and /information/{slugDetail} (requirements §2 Content):
 * an HTML page with a breadcrumb through its menu and a side navigation of the pages beside it.
 * `/pages/{slug}` may also name a menu list (a heading with sub-menus), which has a page of links.
 */
export function ContentPageView({ language, slug, section, sectionSlug, notFound }: ContentPageViewProps) {
  const { t } = useTranslation('contentPages');
  const pageQuery = usePage(slug, language);
  const page = pageQuery.data?.page;
  const isPageMissing = isNotFound(pageQuery.error);
  const mayBeMenuList = section === 'pages' && sectionSlug === undefined && isPageMissing;
  const menuList = useMenu(mayBeMenuList ? slug : null, language);
  // A page without a parent may still sit in a menu (information pages): its own menu item says where.
  const ownMenu = useMenu(page?.parent === null ? page.slug : null, language);
  const parentSlug = page ? (page.parent?.slug ?? ownMenu.data?.parent?.slug ?? null) : null;
  const sectionMenu = useMenu(parentSlug, language);
  const isSectionSettled = page !== undefined && (page.parent === null || !sectionMenu.isPending);

  useCanonicalPath(page?.path ?? null);
  const alternates =
    page && isSectionSettled ? pageAlternates(page, sectionMenu.data?.menu.alternates) : null;
  usePublishPageAlternates(alternates);
  usePageSeo(
    page
      ? {
          title: brandedTitle(page.seo.title),
          description: page.seo.description,
          path: page.path,
          // Slugs differ per language: without them known, no hreflang rather than wrong ones.
          alternates: alternates ?? {},
        }
      : null,
  );

  if (mayBeMenuList) {
    if (menuList.data?.menu.type === 'MenuList') {
      return <MenuListView language={language} detail={menuList.data} />;
    }
    if (menuList.isPending) {
      return (
        <div className="container page-section">
          <ContentLoading label={t('pages.loading')} lines={10} />
        </div>
      );
    }
    return notFound;
  }
  if (isPageMissing) return notFound;

  const breadcrumb: BreadcrumbItem[] = [{ label: t('breadcrumb.home'), to: sitePath(language) }];
  const grandParent = sectionMenu.data?.parent;
  if (grandParent) breadcrumb.push({ label: grandParent.menuName, to: sitePath(language, grandParent.path) });
  const sectionItem = sectionMenu.data?.menu;
  if (sectionItem) breadcrumb.push({ label: sectionItem.menuName, to: sitePath(language, sectionItem.path) });
  breadcrumb.push({ label: page?.title ?? t('breadcrumb.loading') });

  return (
    <div className="content-page">
      <div className="content-hero">
        <div className="container">
          <Breadcrumb items={breadcrumb} />
          {page ? (
            <>
              <h1 className="page-title">{page.title}</h1>
              <p className="content-hero__lead">{page.summary}</p>
            </>
          ) : null}
        </div>
      </div>
      <div className="container content-layout page-section">
        {sectionItem && sectionItem.children.length > 0 && page ? (
          <SectionNav language={language} menu={sectionItem} currentPath={page.path} />
        ) : null}
        <div className="content-layout__main">
          {pageQuery.isPending ? <ContentLoading label={t('pages.loading')} hasMedia lines={12} /> : null}
          {pageQuery.isError ? (
            <ContentError
              error={pageQuery.error}
              onRetry={() => {
                void pageQuery.refetch();
              }}
            />
          ) : null}
          {page ? (
            <article className="article">
              {page.image ? (
                <img
                  className="article__image article__image--page"
                  src={page.image}
                  alt=""
                  width={PAGE_IMAGE_SIZE.width}
                  height={PAGE_IMAGE_SIZE.height}
                  decoding="async"
                />
              ) : null}
              <SafeHtml html={page.body} className="article__body" />
              <p className="article__updated">
                {t('pages.updated')} <PublishedDate value={page.updatedAt} language={language} />
              </p>
            </article>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** The page's path in every language: its section's slug (a menu list's) and its own differ per language. */
function pageAlternates(page: PageDto, sectionAlternates: PageDto['alternates'] | undefined) {
  if (page.section === 'information') return alternatePaths(['information', page.alternates]);
  if (page.parent === null) return alternatePaths(['pages', page.alternates]);
  return sectionAlternates ? alternatePaths(['pages', sectionAlternates, page.alternates]) : null;
}
