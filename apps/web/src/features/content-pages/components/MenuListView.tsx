import type { z } from 'zod';
import type { menuDetailSchema } from '@skybook/contracts/content-store';
import type { Language } from '@skybook/domain/languages';
import { useTranslation } from 'react-i18next';
import { brandedTitle, usePageSeo } from '../../../lib/seo';
import { sitePath } from '../../../lib/site-path';
import { alternatePaths, usePublishPageAlternates } from '../../../stores/page-alternates';
import { useCanonicalPath } from '../hooks/use-canonical-path';
import { Breadcrumb, type BreadcrumbItem } from './Breadcrumb';
import { ContentLink } from './ContentLink';

export interface MenuListViewProps {
  readonly language: Language;
  readonly detail: z.output<typeof menuDetailSchema>;
}

/** /pages/{slug} of a menu list (requirements §3 Menu item, type MenuList): its own page of links to what is under it. */
export function MenuListView({ language, detail }: MenuListViewProps) {
  const { t } = useTranslation('contentPages');
  const { menu, parent } = detail;
  const path = `/pages/${menu.slug}`;
  useCanonicalPath(path);
  const alternates = alternatePaths(['pages', menu.alternates]);
  usePublishPageAlternates(alternates);
  usePageSeo({
    title: brandedTitle(menu.menuName),
    description: t('pages.sectionDescription', { section: menu.menuName }),
    path,
    alternates,
  });

  const breadcrumb: BreadcrumbItem[] = [{ label: t('breadcrumb.home'), to: sitePath(language) }];
  if (parent) breadcrumb.push({ label: parent.menuName, to: sitePath(language, parent.path) });
  breadcrumb.push({ label: menu.menuName });

  return (
    <div className="content-page">
      <div className="content-hero">
        <div className="container">
          <Breadcrumb items={breadcrumb} />
          <h1 className="page-title">{menu.menuName}</h1>
          <p className="content-hero__lead">
            {menu.notes ?? t('pages.sectionDescription', { section: menu.menuName })}
          </p>
        </div>
      </div>
      <div className="container page-section">
        <ul className="section-index">
          {menu.children.map((child) => (
            <li key={child.id} className="section-index__item">
              <h2 className="section-index__title">
                <ContentLink
                  href={child.redirectUrl ?? child.path}
                  language={language}
                  className="section-index__link"
                >
                  {child.menuName}
                </ContentLink>
              </h2>
              {child.notes ? <p className="section-index__notes">{child.notes}</p> : null}
              {child.children.length > 0 ? (
                <ul className="section-index__children">
                  {child.children.map((leaf) => (
                    <li key={leaf.id}>
                      <ContentLink
                        href={leaf.redirectUrl ?? leaf.path}
                        language={language}
                        className="text-link"
                      >
                        {leaf.menuName}
                      </ContentLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
