import type { FooterInfoDto } from '@skybook/contracts/content-store';
import { useId } from 'react';
import { useCurrentLanguage } from '../../../lib/site-path';
import { resolveContentLink } from '../../../lib/content-link';
import { MenuLink } from './MenuLink';

export interface SocialLinksProps {
  readonly footer: Pick<FooterInfoDto, 'socialTitle' | 'socialNetwork' | 'socialMedia'>;
  /** h2 in the footer, h3 inside the side menu's dialog. */
  readonly headingLevel: 2 | 3;
  readonly className: string;
}

/** The airline's social networks and media channels from the footer info, as named icon links. */
export function SocialLinks({ footer, headingLevel, className }: SocialLinksProps) {
  const language = useCurrentLanguage();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const links = [...footer.socialNetwork, ...footer.socialMedia];
  if (links.length === 0) return null;
  return (
    <section className={`social-links ${className}`} aria-labelledby={headingId}>
      <Heading id={headingId} className="social-links__heading">
        {footer.socialTitle}
      </Heading>
      <ul className="social-links__list">
        {links.map((link) => (
          <li key={`${link.name}-${link.link}`}>
            <MenuLink link={resolveContentLink(link.link, language)} className="social-links__link">
              <img src={link.image} alt={link.name} width="32" height="32" />
            </MenuLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
