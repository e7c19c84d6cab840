import type { SearchFlightResponse } from '@skybook/contracts/flight-search';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@skybook/domain/date-format';
import '../multi-stop.css';

type Leg = SearchFlightResponse['legs'][number];

export interface LegStepperProps {
  readonly legs: readonly Leg[];
  /** Index of the leg shown. */
  readonly active: number;
  /** Per leg: a fare is chosen. */
  readonly done: readonly boolean[];
  readonly locale: string;
  readonly onSelect: (index: number) => void;
}

/**
 * The steps of a multi-stop choice, one per leg ("Flight 1: SGN → HAN, 01/12"), each saying
 * whether its fare is chosen; the current one is marked aria-current="step", any can be opened.
 */
export function LegStepper({ legs, active, done, locale, onSelect }: LegStepperProps) {
  const { t } = useTranslation('flightList');
  const list = useRef<HTMLOListElement>(null);

  // On a phone the steps scroll sideways: keep the current one in sight.
  useEffect(() => {
    const steps = list.current;
    const current = steps?.querySelector<HTMLElement>('[aria-current="step"]');
    if (!steps || !current) return;
    const start =
      current.getBoundingClientRect().left - steps.getBoundingClientRect().left + steps.scrollLeft;
    const end = start + current.offsetWidth;
    if (start < steps.scrollLeft) steps.scrollLeft = start;
    else if (end > steps.scrollLeft + steps.clientWidth) steps.scrollLeft = end - steps.clientWidth;
  }, [active]);

  return (
    <nav className="leg-stepper" aria-label={t('steps.label')}>
      <ol ref={list} className="leg-stepper__steps">
        {legs.map((leg, index) => {
          const isDone = done[index] === true;
          const classes = [
            'leg-stepper__step',
            index === active ? 'leg-stepper__step--current' : '',
            isDone ? 'leg-stepper__step--done' : '',
          ].join(' ');
          return (
            <li key={leg.index} className="leg-stepper__item">
              <button
                type="button"
                className={classes.trim()}
                aria-current={index === active ? 'step' : undefined}
                onClick={() => {
                  onSelect(index);
                }}
              >
                <span className="leg-stepper__marker" aria-hidden="true">
                  {isDone ? '✓' : index + 1}
                </span>
                <span className="leg-stepper__text">
                  <span className="leg-stepper__label">
                    {t('steps.step', {
                      number: index + 1,
                      from: leg.departAirport,
                      to: leg.arrivalAirport,
                      date: formatDay(leg.date, locale, 'numeric2'),
                    })}
                  </span>
                  <span className="leg-stepper__state">
                    {isDone ? t('steps.chosen') : t('steps.notChosen')}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
