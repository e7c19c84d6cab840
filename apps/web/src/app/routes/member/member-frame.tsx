import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentPage } from '../../page-handle';
import '../pages.css';
import '../../../features/member/member.css';

/** The banner of a member page (its area and title), then the page's own content. */
export function MemberFrame({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  const page = useCurrentPage();
  return (
    <>
      <div className="page-banner">
        <div className="container">
          <p className="page-banner__eyebrow">{t(`areas.${page?.area ?? 'auth'}`)}</p>
          <h1 className="page-title">{page ? t(`titles.${page.id}`) : null}</h1>
        </div>
      </div>
      <div className="container page-section">{children}</div>
    </>
  );
}
