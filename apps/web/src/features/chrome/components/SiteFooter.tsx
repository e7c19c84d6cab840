import type { Language } from '@skybook/domain/languages';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useRef } from 'react';
import { footerInfoQueryOptions } from '../api/get-footer-info';
import { menusQueryOptions } from '../api/get-menus';
import { useInView } from '../../../lib/use-in-view';

const FooterBody = lazy(() => import('./FooterBody').then((module) => ({ default: module.FooterBody })));

/** Start loading this far before the footer scrolls into view, so it is usually there in time. */
const LOAD_MARGIN = '200px';

export interface SiteFooterProps {
  readonly language: Language;
}

/**
 * The footer (requirements §2 Site chrome, §4: loaded lazily). Until it nears the viewport it is an empty
 * band of fixed height; then its menus and footer info are fetched and its body's code (its own
 * chunk) is loaded, side by side.
 */
export function SiteFooter({ language }: SiteFooterProps) {
  const ref = useRef<HTMLElement>(null);
  const isInView = useInView(ref, LOAD_MARGIN);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!isInView) return;
    // Started here rather than in the body, so the requests do not wait for its code. Failures
    // are shown by the body, whose queries try again.
    queryClient.query(menusQueryOptions(language, 'footer')).catch(() => undefined);
    queryClient.query(footerInfoQueryOptions(language)).catch(() => undefined);
  }, [isInView, language, queryClient]);

  const placeholder = <div className="site-footer__placeholder" />;
  return (
    <footer ref={ref} className="site-footer">
      {isInView ? (
        <Suspense fallback={placeholder}>
          <FooterBody language={language} />
        </Suspense>
      ) : (
        placeholder
      )}
    </footer>
  );
}
