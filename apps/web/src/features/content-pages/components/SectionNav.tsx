import type { MenuItemDto, MenuMiddleDto } from '@skybook/contracts/content-store';
import type { Language } from '@skybook/domain/languages';
import { useId } from 'react';
import { ContentLink } from './ContentLink';

export interface SectionNavProps {
  readonly language: Language;
  /** The menu list the page sits in; its children are the page and its siblings. */
  readonly menu: MenuItemDto | MenuMiddleDto;
  /** The page on screen, without the language prefix, marked as current. */
  readonly currentPath: string;
}

/** The pages beside this one in its menu, as a side navigation named by the menu. */
export function SectionNav({ language, menu, currentPath }: SectionNavProps) {
  const titleId = useId();
  return (
    <nav className="content-side-nav" aria-labelledby={titleId}>
      <h2 id={titleId} className="content-side-nav__title">
        {menu.menuName}
      </h2>
      <ul className="content-side-nav__list">
        {menu.children.map((child) => {
          const isCurrent = child.redirectUrl === null && child.path === currentPath;
          return (
            <li key={child.id}>
              <ContentLink
                href={child.redirectUrl ?? child.path}
                language={language}
                className="content-side-nav__link"
                aria-current={isCurrent ? 'page' : undefined}
              >
                <span className="content-side-nav__text">{child.menuName}</span>
              </ContentLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
