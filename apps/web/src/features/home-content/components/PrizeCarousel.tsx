import type { awardSchema } from '@skybook/contracts/content-store';
import type { Language } from '@skybook/domain/languages';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { LogoMark } from '../../../components/ui/LogoMark';
import { useAwards } from '../api/get-awards';
import { useMediaQuery } from '../../../lib/use-media-query';
import { AWARD_IMAGE_SIZE, WIDE_MEDIA } from './home-block-sizes';
import '../home-content.css';

// Written into this chunk as a plain URL: importing the file would make it a module shared with the
// header's logo, one more start-up request. This block is never prerendered, so the URL is the page's.

type AwardDto = z.infer<typeof awardSchema>;

/** Prizes shown at once (requirements §2 Prize banner, §9 Carousel): six on wide screens, three below 1024 px. */
export const PRIZES_PER_VIEW_WIDE = 6;
export const PRIZES_PER_VIEW_NARROW = 3;

/**
 * The prizes in view when the first one shown is `start`: when there are more prizes than room
 * the row wraps around (the carousel is infinite), otherwise every prize is shown as it is.
 */
export function visiblePrizes<T>(prizes: readonly T[], start: number, perView: number): readonly T[] {
  if (prizes.length <= perView) return prizes;
  return Array.from({ length: perView }, (_, offset) => prizes[(start + offset) % prizes.length] as T);
}

export interface PrizeCarouselProps {
  /** What the block's room shows until its answer is in (HomeBlocks' placeholder). */
  readonly placeholder: ReactNode;
  readonly language: Language;
}

/**
 * The prize carousel (requirements §2 Site chrome "Prize banner", §3 Prize): the airline's logo, a
 * heading, and each prize's picture and name, six at a time (three below 1024 px); previous and
 * next go round only when there are more prizes than fit. On failure or with none it shows nothing.
 */
export function PrizeCarousel({ language, placeholder }: PrizeCarouselProps) {
  const query = useAwards(language);
  // Its room stays as it was while the answer is on its way: nothing moves, nothing blanks.
  if (query.isPending) return placeholder;
  if (!query.isSuccess || query.data.awards.length === 0) return null;
  return <PrizeRow awards={query.data.awards} />;
}

function PrizeRow({ awards }: { readonly awards: readonly AwardDto[] }) {
  const { t } = useTranslation('homeContent');
  const headingId = useId();
  const listId = useId();
  const perView = useMediaQuery(WIDE_MEDIA) ? PRIZES_PER_VIEW_WIDE : PRIZES_PER_VIEW_NARROW;
  const [start, setStart] = useState(0);
  const count = awards.length;
  const isInfinite = count > perView;
  const shown = visiblePrizes(awards, start, perView);

  return (
    <section
      className="home-prizes container page-section"
      aria-labelledby={headingId}
      aria-roledescription={t('prizes.roleDescription')}
    >
      <div className="home-prizes__header">
        <div className="home-prizes__brand">
          {/* The white logo of the red header, on its own red badge. */}
          <span className="home-prizes__badge">
            <LogoMark className="home-prizes__logo" />
          </span>
          <h2 id={headingId} className="section-title home-prizes__title">
            {t('prizes.title')}
          </h2>
        </div>
        {isInfinite ? (
          <div className="home-prizes__controls">
            <Button
              variant="icon"
              className="home-carousel__button"
              aria-label={t('prizes.previous')}
              aria-controls={listId}
              onPress={() => {
                setStart((index) => (index - 1 + count) % count);
              }}
            >
              <Icon name="back" />
            </Button>
            <Button
              variant="icon"
              className="home-carousel__button"
              aria-label={t('prizes.next')}
              aria-controls={listId}
              onPress={() => {
                setStart((index) => (index + 1) % count);
              }}
            >
              <Icon name="chevronRight" />
            </Button>
          </div>
        ) : null}
      </div>
      <ul id={listId} className="home-prizes__list" aria-live={isInfinite ? 'polite' : undefined}>
        {shown.map((award) => (
          <li key={award.id} className="home-prize">
            <img
              className="home-prize__image"
              src={award.image}
              alt=""
              width={AWARD_IMAGE_SIZE.width}
              height={AWARD_IMAGE_SIZE.height}
              loading="lazy"
              decoding="async"
            />
            <p className="home-prize__name">{award.name}</p>
            <p className="home-prize__issuer">
              {t('prizes.issuedBy', { issuer: award.issuer, year: String(award.year) })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
