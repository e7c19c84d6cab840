import type { BannerDto } from '@skybook/contracts/content-store';
import type { Language } from '@skybook/domain/languages';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { useHomeBanners } from '../api/get-home-banners';
import { useAutoAdvance, type AutoAdvance } from '../hooks/use-auto-advance';
import { PauseIcon, PlayIcon } from './CarouselIcons';
import { ContentLink } from './ContentLink';
import { PHONE_MEDIA } from '../../../lib/use-media-query';
import { BANNER_IMAGE_SIZE, BANNER_MOBILE_IMAGE_SIZE } from './home-block-sizes';
import '../home-content.css';

export interface BannerCarouselProps {
  /** What the block's room shows until its answer is in (HomeBlocks' placeholder). */
  readonly placeholder: ReactNode;
  readonly language: Language;
}

/**
 * The home banner carousel (requirements §2 Home) after the WAI-ARIA carousel pattern: one banner at a
 * time, previous/next buttons and a picker, a slide show that advances every few seconds and can
 * be stopped (WCAG 2.2.2), holds still under the pointer or with focus inside, and starts stopped
 * for visitors who prefer reduced motion. On failure or with no banner it shows nothing.
 */
export function BannerCarousel({ language, placeholder }: BannerCarouselProps) {
  const query = useHomeBanners(language);
  // Its room stays as it was while the answer is on its way: nothing moves, nothing blanks.
  if (query.isPending) return placeholder;
  if (!query.isSuccess || query.data.length === 0) return null;
  return <BannerSlides banners={query.data} language={language} />;
}

/**
 * Holds the slide show still while the pointer is over the carousel or focus is inside it
 * (WAI-ARIA carousel pattern), listening on the region itself.
 */
function useHoldStill({ setHovered, setFocusWithin }: AutoAdvance) {
  const regionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return undefined;
    const onEnter = () => {
      setHovered(true);
    };
    const onLeave = () => {
      setHovered(false);
    };
    const onFocusIn = () => {
      setFocusWithin(true);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node) || !region.contains(event.relatedTarget))
        setFocusWithin(false);
    };
    region.addEventListener('mouseenter', onEnter);
    region.addEventListener('mouseleave', onLeave);
    region.addEventListener('focusin', onFocusIn);
    region.addEventListener('focusout', onFocusOut);
    return () => {
      region.removeEventListener('mouseenter', onEnter);
      region.removeEventListener('mouseleave', onLeave);
      region.removeEventListener('focusin', onFocusIn);
      region.removeEventListener('focusout', onFocusOut);
    };
  }, [setHovered, setFocusWithin]);
  return regionRef;
}

interface BannerSlidesProps {
  readonly banners: readonly BannerDto[];
  readonly language: Language;
}

function BannerSlides({ banners, language }: BannerSlidesProps) {
  const { t } = useTranslation('homeContent');
  const slidesId = useId();
  const headingId = useId();
  const [current, setCurrent] = useState(0);
  const count = banners.length;
  const hasControls = count > 1;
  const showNext = useCallback(() => {
    setCurrent((index) => (index + 1) % count);
  }, [count]);
  const showPrevious = () => {
    setCurrent((index) => (index - 1 + count) % count);
  };
  const slideShow = useAutoAdvance(hasControls, showNext);

  const regionRef = useHoldStill(slideShow);

  return (
    <section
      className="home-banners container"
      aria-roledescription={t('banners.roleDescription')}
      aria-labelledby={headingId}
      ref={regionRef}
    >
      <h2 id={headingId} className="home-content__visually-hidden">
        {t('banners.label')}
      </h2>
      <div
        id={slidesId}
        className="home-banners__frame"
        // Announce a change the visitor asked for, not every turn of the slide show.
        aria-live={slideShow.isRotating ? 'off' : 'polite'}
      >
        {banners.map((banner, index) => (
          <BannerSlide
            key={banner.id}
            banner={banner}
            language={language}
            label={t('banners.slideLabel', { index: index + 1, total: count })}
            roleDescription={t('banners.slideRoleDescription')}
            isCurrent={index === current}
          />
        ))}
      </div>
      {/* The row is there even for one banner: its room was reserved before the banners came. */}
      <div className="home-banners__controls">
        {hasControls ? (
          <>
            <Button
              variant="icon"
              className="home-carousel__button"
              aria-label={slideShow.isStopped ? t('banners.start') : t('banners.stop')}
              onPress={slideShow.toggleStopped}
            >
              {slideShow.isStopped ? <PlayIcon /> : <PauseIcon />}
            </Button>
            <Button
              variant="icon"
              className="home-carousel__button"
              aria-label={t('banners.previous')}
              aria-controls={slidesId}
              onPress={showPrevious}
            >
              <Icon name="back" />
            </Button>
            <div className="home-banners__picker" role="group" aria-label={t('banners.picker')}>
              {banners.map((banner, index) => (
                <Button
                  key={banner.id}
                  variant="icon"
                  className="home-banners__dot"
                  aria-label={t('banners.pick', { index: index + 1, total: count, title: banner.title })}
                  aria-current={index === current ? 'true' : undefined}
                  aria-controls={slidesId}
                  onPress={() => {
                    setCurrent(index);
                  }}
                >
                  <span className="home-banners__dot-mark" />
                </Button>
              ))}
            </div>
            <Button
              variant="icon"
              className="home-carousel__button"
              aria-label={t('banners.next')}
              aria-controls={slidesId}
              onPress={showNext}
            >
              <Icon name="chevronRight" />
            </Button>
          </>
        ) : null}
      </div>
    </section>
  );
}

interface BannerSlideProps {
  readonly banner: BannerDto;
  readonly language: Language;
  readonly label: string;
  readonly roleDescription: string;
  readonly isCurrent: boolean;
}

/**
 * One banner: the picture for the screen (a square one on phones), its title, the link the whole
 * slide leads to, and its description. Hidden slides are out of the page (no focus, no reading)
 * and their pictures load only when shown.
 */
function BannerSlide({ banner, language, label, roleDescription, isCurrent }: BannerSlideProps) {
  return (
    <div
      className="home-banner"
      role="group"
      aria-roledescription={roleDescription}
      aria-label={label}
      hidden={!isCurrent}
    >
      <picture>
        <source
          media={PHONE_MEDIA}
          srcSet={banner.imageMobile}
          width={BANNER_MOBILE_IMAGE_SIZE.width}
          height={BANNER_MOBILE_IMAGE_SIZE.height}
        />
        <img
          className="home-banner__image"
          src={banner.image}
          alt={banner.altText}
          width={BANNER_IMAGE_SIZE.width}
          height={BANNER_IMAGE_SIZE.height}
          // Home's blocks start below the fold (requirements §2 Home), so no banner is ever the first view.
          loading="lazy"
          decoding="async"
        />
      </picture>
      <div className="home-banner__caption">
        <h3 className="home-banner__title">
          <ContentLink url={banner.url} language={language} className="home-banner__link">
            {banner.title}
          </ContentLink>
        </h3>
        <p className="home-banner__description">{banner.description}</p>
      </div>
    </div>
  );
}
