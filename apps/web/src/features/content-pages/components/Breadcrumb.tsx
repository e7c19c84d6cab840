import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface BreadcrumbItem {
  readonly label: string;
  /** The in-app path with its language prefix; absent for the current page and for headings without a page. */
  readonly to?: string;
}

/** Where the page sits: home › section › page, the last one being the page on screen. */
export function Breadcrumb({ items }: { readonly items: readonly BreadcrumbItem[] }) {
  const { t } = useTranslation('contentPages');
  return (
    <nav className="content-breadcrumb" aria-label={t('breadcrumb.label')}>
      <ol className="content-breadcrumb__list">
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="content-breadcrumb__item">
              {isCurrent ? (
                <span aria-current="page">{item.label}</span>
              ) : item.to !== undefined ? (
                <Link to={item.to}>{item.label}</Link>
              ) : (
                <span>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
