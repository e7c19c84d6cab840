import type { Language } from '@skybook/domain/languages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { resolveContentLink } from '../../../lib/content-link';

export interface ContentLinkProps {
  /** A link from the content store (banner `url`, campaign `link`); null or refused: plain text. */
  readonly url: string | null;
  readonly language: Language;
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * A banner's or campaign's link through the content allow-list (lib/content-link.ts): a page of
 * the site opens in the app, a partner site never gets the opener or the referrer, and a link the
 * list refuses is no link at all.
 */
export function ContentLink({ url, language, className, children }: ContentLinkProps) {
  const link = url === null ? undefined : resolveContentLink(url, language);
  if (link?.kind === 'internal') {
    return (
      <Link to={link.to} className={className}>
        {children}
      </Link>
    );
  }
  if (link?.kind === 'external') {
    return (
      <a
        href={link.href}
        className={className}
        rel={link.href.startsWith('https:') ? 'noopener noreferrer' : undefined}
      >
        {children}
      </a>
    );
  }
  return children;
}
