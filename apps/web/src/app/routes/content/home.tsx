import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { DeferredHydration } from '../../../components/DeferredHydration';
import { Icon, type IconName } from '../../../components/ui/Icon';
import { HomePageSeo } from '../../../features/content-pages/components/HomePageSeo';
import { SearchForm } from '../../../features/flight-search/components/SearchForm';
import { homeLoader } from '../../../features/flight-search/home-query-loader';
import { hasSavedSearch } from '../../../features/flight-search/recent-searches';
import { HomeBanners, HomeCampaign, HomePrizes } from '../../../features/home-content/components/HomeBlocks';
import { HotDeals } from '../../../features/hot-deals/components/HotDeals';
import { sitePath, useCurrentLanguage } from '../../../lib/site-path';
import '../pages.css';

export { homeLoader as loader };

interface QuickLink {
  readonly path: string;
  readonly icon: IconName;
  readonly title: 'manageBooking' | 'checkin' | 'help';
}

const QUICK_LINKS: readonly QuickLink[] = [
  { path: 'my/search-booking', icon: 'ticket', title: 'manageBooking' },
  { path: 'checkin', icon: 'plane', title: 'checkin' },
  { path: 'faq', icon: 'help', title: 'help' },
];

/**
 * Home (requirements §2): the hero with the flight search, hot deals, the banner carousel, shortcuts to
 * self-service, the green and future-vision campaigns and the prizes. Everything after the hero
 * starts below the fold, and the content blocks load only as they come near the viewport.
 */
export function Component() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  // A returning traveller's saved search, or what home's address asked for, shows as soon as the
  // browser is idle; otherwise the form (React Aria's pickers, the page's heaviest part) hydrates
  // when the visitor turns to it.
  const [savedSearch] = useState(hasSavedSearch);
  const addressProblem = useLoaderData<typeof homeLoader>() !== null;

  return (
    <>
      {/* Each block with data hydrates in its own idle turn: their effects start its requests. */}
      <DeferredHydration eager>
        <HomePageSeo language={language} />
      </DeferredHydration>
      <section className="home-hero" aria-labelledby="home-hero-title">
        <div className="container home-hero__inner">
          <div className="home-hero__copy">
            <h1 id="home-hero-title" className="home-hero__title">
              {t('home.heroTitle')}
            </h1>
            <p className="home-hero__text">{t('home.heroText')}</p>
          </div>
          <section className="search-card" aria-labelledby="search-card-title">
            <h2 id="search-card-title" className="search-card__title">
              {t('home.searchTitle')}
            </h2>
            <DeferredHydration eager={savedSearch || addressProblem}>
              <SearchForm language={language} />
            </DeferredHydration>
          </section>
        </div>
      </section>
      <DeferredHydration eager>
        <HotDeals language={language} />
      </DeferredHydration>
      <HomeBanners language={language} />
      <section className="container page-section" aria-labelledby="quick-links-title">
        <h2 id="quick-links-title" className="section-title">
          {t('home.quickLinksTitle')}
        </h2>
        <ul className="quick-links">
          {QUICK_LINKS.map((link) => (
            <li key={link.path}>
              <Link to={sitePath(language, link.path)} className="quick-link">
                <span className="quick-link__icon">
                  <Icon name={link.icon} />
                </span>
                <span className="quick-link__text">
                  <span className="quick-link__title">{t(`home.quickLinks.${link.title}.title`)}</span>
                  <span className="quick-link__description">
                    {t(`home.quickLinks.${link.title}.description`)}
                  </span>
                </span>
                <Icon name="chevronRight" className="quick-link__chevron" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <HomeCampaign kind="green" language={language} />
      <HomeCampaign kind="future" language={language} />
      <HomePrizes language={language} />
    </>
  );
}
