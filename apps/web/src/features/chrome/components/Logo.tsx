import type { Language } from '@skybook/domain/languages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sitePath } from '../../../lib/site-path';
import { LogoMark } from '../../../components/ui/LogoMark';

export interface LogoProps {
  readonly language: Language;
  readonly className?: string;
}

/** The Skybook logo, always a way home. Width and height are fixed so it never shifts layout. */
export function Logo({ language, className }: LogoProps) {
  const { t } = useTranslation();
  return (
    <Link to={sitePath(language)} className={className ? `site-logo ${className}` : 'site-logo'}>
      <LogoMark label={t('brand.homeLink')} className="site-logo__image" />
    </Link>
  );
}
