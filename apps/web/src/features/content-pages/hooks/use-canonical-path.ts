import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { sitePath, useCurrentLanguage } from '../../../lib/site-path';

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Puts the address bar on the content's own path once it is known: a page reached by its slug in
 * another language (`/vi/pages/baggage`), or by an old section, is shown at `/vi/pages/hanh-ly`.
 * The history entry is replaced, so Back does not bounce. `path` is without the language prefix.
 */
export function useCanonicalPath(path: string | null): void {
  const language = useCurrentLanguage();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (path === null) return;
    const canonical = sitePath(language, path);
    const current = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
    if (decodePath(current).toLowerCase() === decodePath(canonical).toLowerCase()) return;
    void navigate(`${canonical}${search}${hash}`, { replace: true });
  }, [path, language, pathname, search, hash, navigate]);
}
