import type { Language } from '@skybook/domain/languages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { resolveContentLink } from '../../../lib/content-link';

export interface ContentLinkProps {
  /** A link as content writes it: a site path without prefix, an own-host or partner URL, tel:, mailto:. */
  readonly href: string;
  readonly language: Language;
  readonly className?: string;
  readonly children: ReactNode;
  readonly 'aria-current'?: 'page';
}

/**
 * A link from content: pages of the app open with the router, partners in a new tab without the
 * opener, anything the allow-list refuses as plain text.
 */
export function ContentLink({ href, language, className, children, ...rest }: ContentLinkProps) {
  const resolved = resolveContentLink(href, language);
  if (resolved.kind === 'internal') {
    return (
      <Link to={resolved.to} className={className} aria-current={rest['aria-current']}>
        {children}
      </Link>
    );
  }
  if (resolved.kind === 'external') {
    const leavesSite = /^https:/i.test(resolved.href);
    return (
      <a
        href={resolved.href}
        className={className}
        {...(leavesSite ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
      </a>
    );
  }
  return <span className={className}>{children}</span>;
}
