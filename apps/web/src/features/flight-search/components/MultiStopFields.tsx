import type { AirportGroupDto } from '@skybook/contracts/airports';
import { addDaysToIsoDate, isIsoDate, type IsoDate } from '@skybook/domain/clock';
import { parseIataAirportCode } from '@skybook/domain/iata';
import type { Language } from '@skybook/domain/languages';
import { MULTI_STOP_LEGS, validateLegOrder, type SearchLeg } from '@skybook/domain/search-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { useBookingDraft, type DraftLeg } from '../../../stores/booking-draft';
import { useAirports } from '../../../lib/airports';
import type { FlightSearchLeg } from '../search-params';
import { AirportComboBox } from './AirportComboBox';
import { DateField } from './DateField';
import '../multi-stop.css';

/** Days between a leg and the one added after it, until the traveller picks another day. */
export const LEG_GAP_DAYS = 2;

/** A leg as the form shows it: airports may be missing, the day is always set. */
export interface ShownLeg {
  readonly from: string | null;
  readonly to: string | null;
  readonly date: IsoDate;
}

/** What is wrong with one leg when the form is sent. */
export type LegProblem = 'from' | 'to' | 'sameAirport' | 'order';

/**
 * The draft's legs as the form shows them: at least two, each with a day. A missing or past
 * day becomes tomorrow for the first leg and {@link LEG_GAP_DAYS} after the previous leg for the
 * others; a day the traveller set is kept even when out of order (sending says so).
 */
export function shownLegs(legs: readonly DraftLeg[], today: IsoDate): ShownLeg[] {
  const padded: DraftLeg[] = [...legs];
  while (padded.length < MULTI_STOP_LEGS.min) padded.push({ from: null, to: null, date: null });
  const shown: ShownLeg[] = [];
  for (const leg of padded) {
    const previous = shown.at(-1);
    const fallback = previous ? addDaysToIsoDate(previous.date, LEG_GAP_DAYS) : addDaysToIsoDate(today, 1);
    const date = leg.date !== null && isIsoDate(leg.date) && leg.date >= today ? leg.date : fallback;
    shown.push({ from: leg.from, to: leg.to, date });
  }
  return shown;
}

/**
 * The legs of a multi-stop search, or what is wrong with each: both airports chosen and
 * different, and no leg leaving before the one it follows (the domain's validateLegOrder).
 */
export function checkMultiStopLegs(
  legs: readonly ShownLeg[],
): { ok: true; legs: FlightSearchLeg[] } | { ok: false; problems: LegProblem[][] } {
  const problems = legs.map((leg, index): LegProblem[] => {
    const list: LegProblem[] = [];
    if (leg.from === null) list.push('from');
    if (leg.to === null) list.push('to');
    else if (leg.to === leg.from) list.push('sameAirport');
    const previous = legs[index - 1];
    if (previous && leg.date < previous.date) list.push('order');
    return list;
  });
  const parsed: SearchLeg[] = [];
  for (const leg of legs) {
    const from = parseIataAirportCode(leg.from ?? '');
    const to = parseIataAirportCode(leg.to ?? '');
    if (from.ok && to.ok) parsed.push({ from: from.value, to: to.value, date: leg.date });
  }
  if (problems.some((list) => list.length > 0) || parsed.length !== legs.length) {
    return { ok: false, problems };
  }
  if (!validateLegOrder(parsed).ok) return { ok: false, problems };
  return { ok: true, legs: parsed };
}

type ListT = ReturnType<typeof useTranslation<'flightList'>>['t'];

function problemMessage(t: ListT, problem: LegProblem, index: number): string {
  const number = index + 1;
  if (problem === 'order') return t('multiStop.errors.order', { number, previous: index });
  return t(`multiStop.errors.${problem}`, { number });
}

/**
 * The multi-stop part of the search form's state: what is wrong with each leg since the last
 * send, those messages for the form's error list, and `check` to run on send (answers the legs
 * to search, saved to the draft, or null after showing what is wrong).
 */
export function useMultiStopForm(today: IsoDate) {
  const { t } = useTranslation('flightList');
  const [problems, setProblems] = useState<readonly LegProblem[][]>([]);
  return {
    problems,
    messages: problems.flatMap((list, index) => list.map((problem) => problemMessage(t, problem, index))),
    check(): FlightSearchLeg[] | null {
      const result = checkMultiStopLegs(shownLegs(useBookingDraft.getState().legs, today));
      setProblems(result.ok ? [] : result.problems);
      if (!result.ok) return null;
      useBookingDraft.getState().setLegs(result.legs);
      return result.legs;
    },
  };
}

interface LegFieldsProps {
  readonly index: number;
  readonly leg: ShownLeg;
  readonly language: Language;
  readonly minDate: IsoDate;
  readonly departures: readonly AirportGroupDto[];
  readonly departuresLoading: boolean;
  readonly problems: readonly LegProblem[];
  readonly canRemove: boolean;
  readonly onChange: (index: number, patch: Partial<ShownLeg>) => void;
  readonly onRemove: (index: number) => void;
}

function LegFields({
  index,
  leg,
  language,
  minDate,
  departures,
  departuresLoading,
  problems,
  canRemove,
  onChange,
  onRemove,
}: LegFieldsProps) {
  const { t } = useTranslation('flightList');
  const arrivals = useAirports(language, leg.from);
  const reachable = leg.from ? arrivals.data : undefined;
  const messageFor = (...which: LegProblem[]) => {
    const problem = problems.find((item) => which.includes(item));
    return problem ? problemMessage(t, problem, index) : undefined;
  };

  // As the one-way form does: an arrival the new departure does not fly to is forgotten.
  useEffect(() => {
    if (!reachable || leg.to === null) return;
    const codes = new Set(
      reachable.airportGroups.flatMap((group) => group.airports.map((item) => item.code)),
    );
    if (!codes.has(leg.to)) onChange(index, { to: null });
  }, [reachable, leg.to, index, onChange]);

  return (
    <fieldset className="multi-stop__leg">
      <legend className="multi-stop__title">{t('multiStop.leg', { number: index + 1 })}</legend>
      {canRemove ? (
        <Button
          variant="ghost"
          className="multi-stop__remove"
          onPress={() => {
            onRemove(index);
          }}
        >
          {t('multiStop.remove', { number: index + 1 })}
        </Button>
      ) : null}
      <div className="multi-stop__fields">
        <AirportComboBox
          label={t('multiStop.from')}
          groups={departures}
          isLoading={departuresLoading}
          selectedCode={leg.from}
          onChange={(code) => {
            onChange(index, { from: code });
          }}
          errorMessage={messageFor('from')}
        />
        <AirportComboBox
          label={t('multiStop.to')}
          groups={arrivals.data?.airportGroups ?? []}
          isLoading={arrivals.isPending}
          selectedCode={leg.to}
          onChange={(code) => {
            onChange(index, { to: code });
          }}
          errorMessage={messageFor('to', 'sameAirport')}
        />
        <div className="multi-stop__date">
          <DateField
            label={t('multiStop.date')}
            value={leg.date}
            minValue={minDate}
            onChange={(value) => {
              if (value !== null && isIsoDate(value)) onChange(index, { date: value });
            }}
            errorMessage={messageFor('order')}
          />
        </div>
      </div>
    </fieldset>
  );
}

export interface MultiStopFieldsProps {
  readonly language: Language;
  readonly today: IsoDate;
  /** Per leg, what was wrong at the last send (from {@link useMultiStopForm}). */
  readonly problems: readonly (readonly LegProblem[])[];
}

/**
 * The legs of a multi-stop search (2 to 5): from, to and day each, a leg added after the last
 * one leaves from its arrival a few days later, any leg but the last two can be removed.
 */
export function MultiStopFields({ language, today, problems }: MultiStopFieldsProps) {
  const { t } = useTranslation('flightList');
  const stored = useBookingDraft((state) => state.legs);
  const setLegs = useBookingDraft((state) => state.setLegs);
  const legs = shownLegs(stored, today);
  const departures = useAirports(language, null);
  // Keys that follow each leg when another is removed (the draft's legs have no ids).
  const [ids, setIds] = useState(() => legs.map((_, index) => index));
  const nextId = Math.max(legs.length, ...ids) + 1;
  const addButton = useRef<HTMLButtonElement>(null);

  const change = (index: number, patch: Partial<ShownLeg>) => {
    const current = shownLegs(useBookingDraft.getState().legs, today);
    const date = patch.date;
    const next = current.map((leg, position) => {
      if (position === index) return { ...leg, ...patch };
      // A later day for this leg takes the legs after it along, so they stay in order.
      if (date !== undefined && position > index && leg.date < date) return { ...leg, date };
      // A new arrival is where the next leg leaves from, when it has no origin yet.
      if (patch.to && position === index + 1 && leg.from === null) return { ...leg, from: patch.to };
      return leg;
    });
    setLegs(next);
  };

  const add = () => {
    const current = shownLegs(useBookingDraft.getState().legs, today);
    const last = current.at(-1);
    if (!last || current.length >= MULTI_STOP_LEGS.max) return;
    setLegs([...current, { from: last.to, to: null, date: addDaysToIsoDate(last.date, LEG_GAP_DAYS) }]);
    setIds([...legs.map((_, index) => ids[index] ?? nextId + index + 1), nextId]);
  };

  const remove = (index: number) => {
    const current = shownLegs(useBookingDraft.getState().legs, today);
    if (current.length <= MULTI_STOP_LEGS.min) return;
    setLegs(current.filter((_, position) => position !== index));
    setIds(ids.filter((_, position) => position !== index));
    // The pressed button is gone: keep the keyboard in the form.
    addButton.current?.focus();
  };

  return (
    <div className="multi-stop">
      <ol className="multi-stop__legs" aria-label={t('multiStop.legs')}>
        {legs.map((leg, index) => (
          <li key={ids[index] ?? `extra-${String(index)}`}>
            <LegFields
              index={index}
              leg={leg}
              language={language}
              minDate={legs[index - 1]?.date ?? today}
              departures={departures.data?.airportGroups ?? []}
              departuresLoading={departures.isPending}
              problems={problems[index] ?? []}
              canRemove={legs.length > MULTI_STOP_LEGS.min}
              onChange={change}
              onRemove={remove}
            />
          </li>
        ))}
      </ol>
      <div className="multi-stop__footer">
        <Button
          ref={addButton}
          variant="secondary"
          className="multi-stop__add"
          isDisabled={legs.length >= MULTI_STOP_LEGS.max}
          onPress={add}
        >
          {t('multiStop.add')}
        </Button>
        <p className="multi-stop__limit">{t('multiStop.limit')}</p>
      </div>
    </div>
  );
}
