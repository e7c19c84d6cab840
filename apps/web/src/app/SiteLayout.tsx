import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { DeferredHydration } from '../components/DeferredHydration';
import { SiteFooter } from '../features/chrome/components/SiteFooter';
import { SiteHeader } from '../features/chrome/components/SiteHeader';
import { CurrencySelector } from '../features/currency/components/CurrencySelector';
import { LanguageSelector } from '../features/locale/components/LanguageSelector';
import { storedMemberName, subscribeMember } from '../lib/member-storage';
import { SiteOverlays } from '../features/overlays/components/SiteOverlays';
import { brandedTitle, useLayoutDocumentTitle } from '../lib/document-title';
import { useCurrentLanguage } from '../lib/site-path';
import { useHydrated } from '../lib/use-hydrated';
import { useCurrentPage } from './page-handle';

// Only code that runs after start-up (a booking page, its idle timer) can end a session, so the
// notice and the session store load once the page is live, not with the start-up code.
const SessionExpiredNotice = lazy(() =>
  import('../components/SessionExpiredNotice').then((module) => ({ default: module.SessionExpiredNotice })),
);

const loadMobileControls = () => import('./MobileMenuControls');
const MobileLanguageControl = lazy(() =>
  loadMobileControls().then((module) => ({ default: module.MobileLanguageControl })),
);
const MobileCurrencyControl = lazy(() =>
  loadMobileControls().then((module) => ({ default: module.MobileCurrencyControl })),
);

const noMemberName = () => null;

function preloadMobileControls(): void {
  void loadMobileControls();
}

/** The chrome around every page under `/:lang`; features meet here, never in each other. */
export function SiteLayout() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const page = useCurrentPage();
  const isHome = page?.id === 'home';
  const hydrated = useHydrated();
  const pageTitle = page ? t(`titles.${page.id}`) : t('brand.name');
  // The signed-in member's name in the header and side menu; a prerendered page has none.
  const memberName = useSyncExternalStore(subscribeMember, storedMemberName, noMemberName);

  // Set directly rather than with React's <title>: index.html already has one for the shell,
  // and browsers show the first title in the document. A page's own SEO title wins (lib/seo.ts).
  useLayoutDocumentTitle(brandedTitle(pageTitle));

  return (
    <>
      <a className="skip-link" href="#main-content">
        {t('skipLink')}
      </a>
      {/* Hydrated on its own when idle (or at once on the visitor's touch), not with the page. */}
      <DeferredHydration eager>
        <SiteHeader
          language={language}
          pageTitle={pageTitle}
          isHome={isHome}
          memberName={memberName}
          languageSelector={<LanguageSelector />}
          mobileLanguageControl={
            <Suspense fallback={null}>
              <MobileLanguageControl />
            </Suspense>
          }
          currencySelector={<CurrencySelector />}
          mobileCurrencyControl={
            <Suspense fallback={null}>
              <MobileCurrencyControl />
            </Suspense>
          }
          onMenuIntent={preloadMobileControls}
        />
      </DeferredHydration>
      <main id="main-content" tabIndex={-1} className={isHome ? 'site-main site-main--home' : 'site-main'}>
        <Outlet />
      </main>
      <SiteFooter language={language} />
      <ScrollRestoration />
      {hydrated ? (
        <Suspense fallback={null}>
          <SessionExpiredNotice />
        </Suspense>
      ) : null}
      <SiteOverlays />
    </>
  );
}
