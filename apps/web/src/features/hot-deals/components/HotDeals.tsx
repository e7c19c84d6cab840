import type { HotDealDto } from '@skybook/contracts/hotdeal';
import { HOT_DEAL_IMAGE_SIZE } from '@skybook/contracts/hotdeal-image';
import type { Language } from '@skybook/domain/languages';
import { money } from '@skybook/domain/money';
import { formatDay, formatDayRangeToParts } from '@skybook/domain/date-format';
import { formatMoney, splitVnd } from '@skybook/domain/money-format';
import { useDeferredValue, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInView } from '../../../lib/use-in-view';
import { useBookingDraft } from '../../../stores/booking-draft';
import { useHotDeals } from '../api/get-hot-deals';
import '../hot-deals.css';

/** At most this many deals are shown: two rows of four on a desktop, as the placeholders reserve. */
export const HOT_DEALS_SHOWN = 8;

/**
 * How near the viewport the block must come before its cards are built: below the fold (on
 * phones, under the search form) they wait for the visitor to scroll toward them, so home's start
 * does not build and lay them out (design §5 Speed: TBT). The answer is asked for at once, so the
 * cards take a frame or two once the block is this near.
 */
const NEAR_VIEWPORT = '200px 0px';

export interface HotDealsProps {
  /** The page's language: names, texts and the deals' links follow it. */
  readonly language: Language;
}

/**
 * The home page's hot deals (requirements §2 Home, §3 Hot deal): the airline's routes at their cheapest
 * fare in the currency of the booking draft, each card starting that search. While loading it
 * holds the cards' room; on failure or with no deal it shows nothing (the home page has more to
 * offer than an error).
 */
export function HotDeals({ language }: HotDealsProps) {
  const { t } = useTranslation('hotDeals');
  const headingId = useId();
  const currency = useBookingDraft((state) => state.currencyDefault);
  const query = useHotDeals({ lang_code: language, currency });
  const section = useRef<HTMLElement>(null);
  const isNear = useInView(section, NEAR_VIEWPORT);
  // The cards are built in a transition React can pause: eight of them take tens of milliseconds
  // on a phone, which in one piece would block the page just as it starts (design §5 Speed: TBT).
  const answer = useDeferredValue(isNear ? query.data : undefined);

  if (query.isError || (query.isSuccess && query.data.deals.length === 0)) return null;
  const deals = answer?.deals.slice(0, HOT_DEALS_SHOWN);

  return (
    <section ref={section} className="hot-deals container page-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title hot-deals__title">
        {t('title')}
      </h2>
      <p className="hot-deals__intro">{t('intro')}</p>
      {deals ? (
        <ul className="hot-deals__list">
          {deals.map((deal) => (
            <HotDealCard key={deal.id} deal={deal} language={language} />
          ))}
        </ul>
      ) : (
        <div className="hot-deals__loading" role="status">
          <span className="hot-deals__visually-hidden">{t('loading')}</span>
          <ul className="hot-deals__list" aria-hidden="true">
            {Array.from({ length: HOT_DEALS_SHOWN }, (_, index) => (
              <li key={index} className="hot-deal hot-deal--placeholder">
                <span className="hot-deal__image" />
                <span className="hot-deal__body">
                  <span className="hot-deal__line" />
                  <span className="hot-deal__line hot-deal__line--short" />
                  <span className="hot-deal__line hot-deal__line--price" />
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

interface HotDealCardProps {
  readonly deal: HotDealDto;
  readonly language: Language;
}

/** One deal: the whole card is its link, named by the route; dates and price describe it. */
function HotDealCard({ deal, language }: HotDealCardProps) {
  const { t } = useTranslation('hotDeals');
  const detailsId = useId();

  return (
    <li className="hot-deal">
      <img
        className="hot-deal__image"
        src={deal.image}
        alt=""
        width={HOT_DEAL_IMAGE_SIZE.width}
        height={HOT_DEAL_IMAGE_SIZE.height}
        loading="lazy"
        decoding="async"
      />
      <div className="hot-deal__body">
        <h3 className="hot-deal__route">
          <Link to={deal.deepLink} className="hot-deal__link" aria-describedby={detailsId}>
            <span>{deal.originName}</span>
            <span className="hot-deal__arrow" aria-hidden="true">
              →
            </span>
            <span className="hot-deals__visually-hidden"> {t('to')} </span>
            <span>{deal.destinationName}</span>
          </Link>
        </h3>
        <div id={detailsId} className="hot-deal__details">
          <p className="hot-deal__trip">
            <span className="hot-deal__trip-type">
              {deal.tripType === 'roundTrip' ? t('roundTrip') : t('oneway')}
            </span>{' '}
            <TripDates departureDate={deal.departureDate} returnDate={deal.returnDate} language={language} />
          </p>
          <p className="hot-deal__price">
            <span className="hot-deal__price-label">{t('onlyFrom')}</span>{' '}
            <HotDealPrice deal={deal} language={language} />
          </p>
        </div>
      </div>
    </li>
  );
}

interface TripDatesProps {
  readonly departureDate: string;
  readonly returnDate: string | null;
  readonly language: Language;
}

/**
 * The departure date, or both dates as the locale writes a range ("28 thg 11 – 2 thg 12",
 * "Dec 3 – 6"), each date in a <time> element that carries the full date. Day and month only:
 * deals depart within weeks, and one line keeps every card, and its placeholder, the same height.
 */
function TripDates({ departureDate, returnDate, language }: TripDatesProps) {
  if (!returnDate)
    return <time dateTime={departureDate}>{formatDay(departureDate, language, 'dayMonth')}</time>;
  // Consecutive parts of the same source: the start date, the end date, or text they share.
  const runs: { source: string; text: string }[] = [];
  for (const part of formatDayRangeToParts(departureDate, returnDate, language, 'dayMonth')) {
    const last = runs.at(-1);
    if (last?.source === part.source) last.text += part.value;
    else runs.push({ source: part.source, text: part.value });
  }
  return (
    <span className="hot-deal__dates">
      {runs.map((run, index) =>
        run.source === 'shared' ? (
          run.text
        ) : (
          <time key={index} dateTime={run.source === 'startRange' ? departureDate : returnDate}>
            {run.text}
          </time>
        ),
      )}
    </span>
  );
}

/** VND split into thousands and last three digits (requirements §9); other currencies as the locale writes them. */
function HotDealPrice({ deal, language }: HotDealCardProps) {
  const amount = money(deal.price, deal.currency);
  if (deal.currency !== 'VND') {
    return <strong className="hot-deal__amount">{formatMoney(amount, language)}</strong>;
  }
  const parts = splitVnd(amount, language);
  // Read as one number: the split is visual only, and a reader might pause at the <small>.
  return (
    <strong className="hot-deal__amount">
      <span aria-hidden="true">
        {parts.before}
        {parts.thousands}
        <small className="hot-deal__last-three">
          {parts.separator}
          {parts.lastThree}
        </small>
        {parts.after}
      </span>
      <span className="hot-deals__visually-hidden">{formatMoney(amount, language)}</span>
    </strong>
  );
}
