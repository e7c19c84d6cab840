import { matchSitePath } from '@skybook/contracts/site-routes';
import { DEFAULT_LANGUAGE } from '@skybook/domain/languages';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { PHONE_MEDIA, useMediaQuery } from '../../../lib/use-media-query';
import { useBankIframeLinks } from '../hooks/use-bank-iframe';
import { useBottomInset } from '../hooks/use-bottom-inset';
import { useCookiesAccepted } from '../hooks/use-cookie-consent';
import { useFirstInteraction } from '../hooks/use-first-interaction';
import { usePagePopups } from '../hooks/use-page-popups';
import { useTrueFor } from '../hooks/use-true-for';
import { overlayOnScreen, popupOverlayId, type OverlayId } from '../overlay-queue';
import { isCookieConsentHiddenOn, pagePathOf } from '../overlay-rules';
import type { PopupView } from '../popup-choice';
import { useBankIframeStore } from '../stores/bank-iframe';
import { useTravellerBusy } from '../traveller-activity';
import { ChatWidgetSlot } from './ChatWidgetSlot';
import { CornerPopup, type CornerPopupProps } from './CornerPopup';
import '../overlays.css';

// The cookie banner's and the dialog's code (React Aria's modal included) loads only when one is
// waiting to show. A corner popup is a few lines, here with the host.
const LAZY_OVERLAYS = {
  cookie: () => import('./CookieConsent'),
  middle: () => import('./MiddlePopup'),
};
type OverlayKind = keyof typeof LAZY_OVERLAYS | 'corner';

const CookieConsent = lazy(() =>
  LAZY_OVERLAYS.cookie().then((module) => ({ default: module.CookieConsent })),
);
const MiddlePopup = lazy(() => LAZY_OVERLAYS.middle().then((module) => ({ default: module.MiddlePopup })));
const BankIframeModal = lazy(() =>
  import('./BankIframeModal').then((module) => ({ default: module.BankIframeModal })),
);

const loadedKinds = new Set<OverlayKind>(['corner']);

/** How long the traveller must have left the page's fields alone before a new overlay opens. */
const SETTLE_MS = 400;

/**
 * The kinds among `needed` whose code has loaded, loading the others. An overlay takes its turn
 * only once its code is in: opened while its code was still on its way, it would appear a moment
 * later, when the traveller may have started typing.
 */
function useLoadedKinds(needed: readonly OverlayKind[]): ReadonlySet<OverlayKind> {
  const [, setLoadCount] = useState(0);
  const missing = [...new Set(needed)].filter((kind) => !loadedKinds.has(kind)).join(',');
  useEffect(() => {
    if (missing === '') return;
    let isLive = true;
    for (const kind of missing.split(',') as (keyof typeof LAZY_OVERLAYS)[]) {
      LAZY_OVERLAYS[kind]().then(
        () => {
          loadedKinds.add(kind);
          if (isLive) setLoadCount((count) => count + 1);
        },
        () => undefined, // No code, no overlay: the page goes on without it.
      );
    }
    return () => {
      isLive = false;
    };
  }, [missing]);
  return loadedKinds;
}

interface QueuedOverlay {
  readonly id: OverlayId;
  readonly kind: OverlayKind;
  readonly popup?: PopupView;
}

/**
 * The site's overlays (requirements §2 Site chrome), loaded by SiteOverlays once the page has started:
 * the cookie consent until accepted and the page's popups, taking turns, and the chat widget's
 * slot and the agent-currency bank iframe. The turns: one overlay on screen at a time, the cookie
 * consent first; none before the visitor's first interaction (an overlay would hide the page they
 * came for and become its largest paint), and no new one while the traveller is busy with the
 * page (a field in use, a popover open, a form changed on this page), so no overlay ever takes
 * the focus or the text of a field in use. The cookie banner and the corner popups sit in one
 * stack at the bottom of the window, whose height the page keeps clear of the focused element.
 */
export function OverlayHost() {
  const { pathname } = useLocation();
  const match = matchSitePath(pathname);
  const language = match?.language ?? DEFAULT_LANGUAGE;
  const pagePath = pagePathOf(pathname);
  const hasInteracted = useFirstInteraction();
  const isBusy = useTravellerBusy(pathname);
  const mayOpen = useTrueFor(hasInteracted && !isBusy, SETTLE_MS);
  const cookiesAccepted = useCookiesAccepted();
  const device = useMediaQuery(PHONE_MEDIA) ? 'mobile' : 'desktop';
  const popups = usePagePopups(language, pagePath, device, hasInteracted);
  const bankIframe = useBankIframeStore((state) => state.request);
  const closeBankIframe = useBankIframeStore((state) => state.close);
  const stackRef = useRef<HTMLDivElement>(null);
  useBankIframeLinks();
  useBottomInset(stackRef);

  const queue: QueuedOverlay[] = [
    ...(!cookiesAccepted && !isCookieConsentHiddenOn(match)
      ? [{ id: 'cookie' as const, kind: 'cookie' as const }]
      : []),
    ...popups.waiting.map((popup) => ({
      id: popupOverlayId(popup.position, pagePath),
      kind: popup.position === 'Middle' ? ('middle' as const) : ('corner' as const),
      popup,
    })),
  ];
  const loaded = useLoadedKinds(queue.map((overlay) => overlay.kind));
  const [current, setCurrent] = useState<OverlayId | null>(null);
  const onScreenId = overlayOnScreen(
    current,
    queue.map((overlay) => overlay.id),
    mayOpen,
    (id) => queue.some((overlay) => overlay.id === id && loaded.has(overlay.kind)),
  );
  if (onScreenId !== current) setCurrent(onScreenId);
  const onScreen = queue.find((overlay) => overlay.id === onScreenId);
  const shownPopup = onScreen?.popup;

  const { markShown, close } = popups;
  useEffect(() => {
    if (shownPopup) markShown(shownPopup.position);
  }, [shownPopup, markShown]);
  const popupProps: CornerPopupProps | undefined = shownPopup && {
    popup: shownPopup,
    device,
    language,
    onClose: () => {
      close(shownPopup.position);
    },
  };

  return (
    <>
      <div ref={stackRef} className="site-overlays" data-site-overlay="">
        {onScreen?.kind === 'cookie' ? (
          <Suspense fallback={null}>
            <CookieConsent language={language} />
          </Suspense>
        ) : null}
        {onScreen?.kind === 'corner' && popupProps ? <CornerPopup {...popupProps} /> : null}
      </div>
      {onScreen?.kind === 'middle' && popupProps ? (
        <Suspense fallback={null}>
          <MiddlePopup {...popupProps} />
        </Suspense>
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
