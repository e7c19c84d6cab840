import { matchSitePath } from '@skybook/contracts/site-routes';
import { DEFAULT_LANGUAGE } from '@skybook/domain/languages';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useBankIframeLinks } from '../hooks/use-bank-iframe';
import { useCookiesAccepted } from '../hooks/use-cookie-consent';
import { useFirstInteraction } from '../hooks/use-first-interaction';
import { isCookieConsentHiddenOn, pagePathOf } from '../overlay-rules';
import { useBankIframeStore } from '../stores/bank-iframe';
import { ChatWidgetSlot } from './ChatWidgetSlot';

// Each overlay's code (React Aria's modal included) loads only when it is about to show.
const SitePopups = lazy(() => import('./SitePopups').then((module) => ({ default: module.SitePopups })));
const CookieConsent = lazy(() =>
  import('./CookieConsent').then((module) => ({ default: module.CookieConsent })),
);
const BankIframeModal = lazy(() =>
  import('./BankIframeModal').then((module) => ({ default: module.BankIframeModal })),
);

/**
 * The site's overlays (SPEC §2 Site chrome), loaded by SiteOverlays once the page has started:
 * from the visitor's first interaction on, the page's popups and the cookie consent until accepted;
 * the chat widget's slot and the agent-currency bank iframe. The corner popups and the cookie
 * banner share one stack at the bottom of the window, so they never cover each other.
 */
export function OverlayHost() {
  const { pathname } = useLocation();
  const match = matchSitePath(pathname);
  const language = match?.language ?? DEFAULT_LANGUAGE;
  const hasInteracted = useFirstInteraction();
  const cookiesAccepted = useCookiesAccepted();
  const bankIframe = useBankIframeStore((state) => state.request);
  const closeBankIframe = useBankIframeStore((state) => state.close);
  useBankIframeLinks();

  // Both wait for the visitor's first interaction (see useFirstInteraction).
  const showsCookieConsent = !cookiesAccepted && !isCookieConsentHiddenOn(match);

  return (
    <>
      {hasInteracted ? (
        <div className="site-overlays">
          {/* Two boundaries: the popups' code arriving must not hide the cookie banner meanwhile. */}
          <Suspense fallback={null}>
            <SitePopups language={language} pagePath={pagePathOf(pathname)} />
          </Suspense>
          <Suspense fallback={null}>
            {showsCookieConsent ? <CookieConsent language={language} /> : null}
          </Suspense>
        </div>
      ) : null}
      <ChatWidgetSlot match={match} />
      {bankIframe ? (
        <Suspense fallback={null}>
          <BankIframeModal request={bankIframe} onClose={closeBankIframe} />
        </Suspense>
      ) : null}
    </>
  );
}
