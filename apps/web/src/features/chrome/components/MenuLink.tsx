import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import type { ResolvedLink } from '../../../lib/content-link';

export interface MenuLinkProps {
  readonly link: ResolvedLink;
  readonly className?: string;
  /** The language of the text when the content fell back to another one (WCAG 3.1.2). */
  readonly lang?: string;
  readonly children: ReactNode;
}

/**
 * A link from managed content, as lib/content-link.ts resolved it: a router link inside the app (marked
 * as the current page when it is), a plain link that leaves it, or plain text when the link is not
 * allowed. Each is a real `<a href>`, so it works before scripts and opens in a new tab on request.
 */
export function MenuLink({ link, className, lang, children }: MenuLinkProps) {
  switch (link.kind) {
    case 'internal':
      return (
        <NavLink to={link.to} end className={className} lang={lang}>
          {children}
        </NavLink>
      );
    case 'external':
      return (
        <a href={link.href} className={className} lang={lang} rel="noopener noreferrer">
          {children}
        </a>
      );
    case 'none':
      return (
        <span className={className} lang={lang}>
          {children}
        </span>
      );
  }
}
