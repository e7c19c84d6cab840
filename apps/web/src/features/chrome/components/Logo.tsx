import type { Language } from '@skybook/domain/languages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import logoUrl from '../../../assets/skybook-logo.svg';
import { sitePath } from '../../../lib/site-path';

export interface LogoProps {
  readonly language: Language;
  readonly className?: string;
}

/** The Skybook logo, always a way home. Width and height are fixed so it never shifts layout. */
export function Logo({ language, className }: LogoProps) {
  const { t } = useTranslation();
  return (
    <Link to={sitePath(language)} className={className ? `site-logo ${className}` : 'site-logo'}>
      <img src={logoUrl} alt={t('brand.homeLink')} width="148" height="36" className="site-logo__image" />
    </Link>
  );
}
