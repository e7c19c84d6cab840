import type { Language } from '@skybook/domain/languages';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { alternatePathFor, usePageAlternates } from '../../../stores/page-alternates';
import { switchLanguagePath } from '../switch-language-path';

/**
 * Returns a function that shows the current page in another language: the same path under the
 * new prefix, or, on a content page that published its slugs per language, that page's path.
 */
export function useSwitchLanguage(): (language: Language) => void {
  const location = useLocation();
  const navigate = useNavigate();
  const alternates = usePageAlternates((state) => state.alternates);
  return useCallback(
    (language: Language) => {
      const alternatePath = alternatePathFor(alternates, location.pathname, language);
      void navigate(switchLanguagePath(location, language, alternatePath));
    },
    [alternates, location, navigate],
  );
}
