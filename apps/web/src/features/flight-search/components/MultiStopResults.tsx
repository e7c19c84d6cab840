import type { SearchFlightResponse } from '@skybook/contracts/flight-search';
import type { IsoDate } from '@skybook/domain/clock';
import type { Language } from '@skybook/domain/languages';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBookingDraft } from '../../../stores/booking-draft';
import type { JourneyArrangement } from '../arrange-journeys';
import { chosenFareOf, staleLegKeys } from '../chosen-fares';
import { formatDay } from '@skybook/domain/date-format';
import type { FlightSearch } from '../search-params';
import { fareTotal } from '../../../components/flights/JourneyCard';
import { LegJourneys } from './LegJourneys';
import { LegStepper } from './LegStepper';

/**
 * The leg to open after one gets its fare: the next one still without a fare, else an earlier
 * one without, else none (every leg has its fare: stay, the summary can continue).
 */
export function nextOpenLeg(done: readonly boolean[], current: number): number | null {
  const after = done.findIndex((isDone, index) => index > current && !isDone);
  if (after !== -1) return after;
  const before = done.findIndex((isDone, index) => index < current && !isDone);
  return before === -1 ? null : before;
}

/** A results view's props: the answer, its search, the journeys' arrangement and the shared filters. */
export interface LegResultsProps {
  readonly data: SearchFlightResponse;
  readonly locale: Language;
  readonly search: FlightSearch;
  readonly today: IsoDate;
  readonly arrangement: JourneyArrangement;
  /** The sort and filter controls, shared by every leg. */
  readonly filters: ReactNode;
}

/**
 * A multi-stop answer as steps, one per leg: the open leg's day strip and journeys; choosing a
 * fare marks its step done and opens the next leg still without one, moving focus to its heading.
 */
export function MultiStopResults({ data, locale, search, today, arrangement, filters }: LegResultsProps) {
  const { t } = useTranslation('flightList');
  const draft = useBookingDraft();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const chosen = data.legs.map((leg) => chosenFareOf('stopover', leg, draft));
  const active = Math.min(Math.max(draft.activeLeg, 0), data.legs.length - 1);
  const leg = data.legs[active];
  const { legSelections } = draft;

  useEffect(() => {
    if (focusRequest > 0) headingRef.current?.focus();
  }, [focusRequest]);

  // A newer answer to the same search (asked again after a minute, or after another leg's day
  // moved) offers the chosen fares under new booking keys: the draft keeps the keys on show.
  useEffect(() => {
    const state = useBookingDraft.getState();
    for (const { index, chosen: fresh } of staleLegKeys(data, { ...state, legSelections })) {
      if (fresh.fare.bookingKey === null) continue;
      state.selectLegFare(index, {
        bookingKey: fresh.fare.bookingKey,
        fare: {
          journeyKey: fresh.journey.key,
          family: fresh.fare.family,
          totalAmount: fareTotal(fresh.fare),
          currency: data.currency,
        },
      });
    }
  }, [data, legSelections]);

  return (
    <>
      <LegStepper
        legs={data.legs}
        active={active}
        done={chosen.map((choice) => choice !== null)}
        locale={locale}
        onSelect={draft.setActiveLeg}
      />
      {leg ? (
        <section className="leg" aria-labelledby={headingId}>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="leg__title">
            {t('legHeading', { number: active + 1, from: leg.departAirport, to: leg.arrivalAirport })}
          </h2>
          <p className="leg__date">{formatDay(leg.date, locale, 'weekday')}</p>
          {filters}
          <LegJourneys
            key={leg.index}
            leg={leg}
            legIndex={leg.index}
            data={data}
            locale={locale}
            search={search}
            today={today}
            arrangement={arrangement}
            chosen={chosen[active] ?? null}
            onChoose={(journey, fare) => {
              if (fare.bookingKey === null) return;
              draft.selectLegFare(active, {
                bookingKey: fare.bookingKey,
                fare: {
                  journeyKey: journey.key,
                  family: fare.family,
                  totalAmount: fareTotal(fare),
                  currency: data.currency,
                },
              });
              const next = nextOpenLeg(
                chosen.map((choice, index) => index === active || choice !== null),
                active,
              );
              if (next !== null) {
                draft.setActiveLeg(next);
                setFocusRequest((count) => count + 1);
              }
            }}
          />
        </section>
      ) : null}
    </>
  );
}
