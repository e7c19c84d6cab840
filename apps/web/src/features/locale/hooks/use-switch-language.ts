import type { Language } from '@skybook/domain/languages';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { switchLanguagePath } from '../switch-language-path';

/** Returns a function that shows the current page in another language. */
export function useSwitchLanguage(): (language: Language) => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (language: Language) => {
      void navigate(switchLanguagePath(location, language));
    },
    [location, navigate],
  );
}
