import type { Language } from '@skybook/domain/languages';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, useCallback } from 'react';
import { awardsQueryOptions } from '../api/get-awards';
import { campaignBlockQueryOptions, type CampaignBlockKind } from '../api/get-campaign-block';
import { homeBannersQueryOptions } from '../api/get-home-banners';
import { LazyHomeBlock } from './LazyHomeBlock';
import '../home-blocks.css';

/*
 * Home's content blocks as the home page places them (requirements §2 Home). This file is all of them
 * that home's own code carries: a placeholder of each block's size and shape (the block's frame,
 * a title bar, cards with a picture area and lines of text, drawn by home-blocks.css) and the
 * observer that, once the block comes near the viewport, fetches its data and loads its code
 * (design §5 Speed: home's initial JavaScript, LCP and TBT do not grow, and nothing moves on
 * screen). The block shows the same placeholder until its answer is in.
 */

const BannerCarousel = lazy(() =>
  import('./BannerCarousel').then((module) => ({ default: module.BannerCarousel })),
);
const PrizeCarousel = lazy(() =>
  import('./PrizeCarousel').then((module) => ({ default: module.PrizeCarousel })),
);
const CampaignBlock = lazy(() =>
  import('./CampaignBlock').then((module) => ({ default: module.CampaignBlock })),
);

/** A failed prefetch is the block's to show (it renders nothing); the prefetch only starts it early. */
function ignoreFailure(): void {
  // Nothing to do: the block's own query sees the same error.
}

export interface HomeBlockProps {
  readonly language: Language;
}

/** The banner carousel: a 3:1 frame (square on phones) and the row of its controls. */
export function HomeBanners({ language }: HomeBlockProps) {
  const onNear = useCallback(
    (queryClient: QueryClient) => {
      queryClient.query(homeBannersQueryOptions(language)).catch(ignoreFailure);
    },
    [language],
  );
  const placeholder = (
    <div className="home-banners container home-placeholder" aria-hidden="true">
      <div className="home-banners__frame home-block__placeholder" />
      <div className="home-banners__controls">
        <span className="home-placeholder__dots" />
      </div>
    </div>
  );
  return (
    <LazyHomeBlock onNear={onNear} placeholder={placeholder}>
      <BannerCarousel language={language} placeholder={placeholder} />
    </LazyHomeBlock>
  );
}

/** The prize carousel: its heading row and one row of prize cards. */
export function HomePrizes({ language }: HomeBlockProps) {
  const onNear = useCallback(
    (queryClient: QueryClient) => {
      queryClient.query(awardsQueryOptions(language)).catch(ignoreFailure);
    },
    [language],
  );
  const placeholder = (
    <div className="home-prizes container page-section home-placeholder" aria-hidden="true">
      <div className="home-prizes__header">
        <span className="home-placeholder__title" />
      </div>
      <div className="home-prizes__list">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="home-prize">
            <div className="home-prize__image home-block__placeholder" />
            <span className="home-placeholder__lines" />
          </div>
        ))}
      </div>
    </div>
  );
  return (
    <LazyHomeBlock onNear={onNear} placeholder={placeholder}>
      <PrizeCarousel language={language} placeholder={placeholder} />
    </LazyHomeBlock>
  );
}

export interface HomeCampaignProps extends HomeBlockProps {
  readonly kind: CampaignBlockKind;
}

/** A campaign block (green or future vision): its heading and a row of three cards. */
export function HomeCampaign({ kind, language }: HomeCampaignProps) {
  const onNear = useCallback(
    (queryClient: QueryClient) => {
      queryClient.query(campaignBlockQueryOptions(kind, language)).catch(ignoreFailure);
    },
    [kind, language],
  );
  const placeholder = (
    <div
      className={`home-campaign home-campaign--${kind} container page-section home-placeholder`}
      aria-hidden="true"
    >
      <div className="home-campaign__heading">
        <span className="home-placeholder__title" />
      </div>
      <div className="home-campaign__list">
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className="campaign-card">
            <div className="campaign-card__image home-block__placeholder" />
            <div className="campaign-card__body">
              <span className="home-placeholder__lines" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
  return (
    <LazyHomeBlock onNear={onNear} placeholder={placeholder}>
      <CampaignBlock kind={kind} language={language} placeholder={placeholder} />
    </LazyHomeBlock>
  );
}
