import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SORT_ORDERS,
  TIMES_OF_DAY,
  type JourneyArrangement,
  type SortOrder,
  type TimeOfDay,
} from '../arrange-journeys';

export interface JourneyFiltersProps {
  readonly value: JourneyArrangement;
  readonly onChange: (value: JourneyArrangement) => void;
}

function isSortOrder(value: string): value is SortOrder {
  return (SORT_ORDERS as readonly string[]).includes(value);
}

/** Sort by departure, price or duration; keep only some times of day, or direct flights only. */
export function JourneyFilters({ value, onChange }: JourneyFiltersProps) {
  const { t } = useTranslation();
  const sortId = useId();
  const toggleTime = (time: TimeOfDay, checked: boolean) => {
    const timesOfDay = checked
      ? [...value.timesOfDay, time]
      : value.timesOfDay.filter((entry) => entry !== time);
    onChange({ ...value, timesOfDay });
  };
  return (
    <div className="journey-filters">
      <div className="journey-filters__sort">
        <label htmlFor={sortId}>{t('flightSearch.sortLabel')}</label>
        <select
          id={sortId}
          value={value.sort}
          onChange={(event) => {
            const sort = event.target.value;
            if (isSortOrder(sort)) onChange({ ...value, sort });
          }}
        >
          {SORT_ORDERS.map((order) => (
            <option key={order} value={order}>
              {t(`flightSearch.sort.${order}`)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="journey-filters__times">
        <legend>{t('flightSearch.timeOfDay')}</legend>
        {/* The times wrap as a group beside (or, on a phone, under) their legend, never under it. */}
        <div className="journey-filters__options">
          {TIMES_OF_DAY.map((time) => (
            <label key={time} className="journey-filters__check">
              <input
                type="checkbox"
                checked={value.timesOfDay.includes(time)}
                onChange={(event) => {
                  toggleTime(time, event.target.checked);
                }}
              />
              {t(`flightSearch.times.${time}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="journey-filters__check">
        <input
          type="checkbox"
          checked={value.directOnly}
          onChange={(event) => {
            onChange({ ...value, directOnly: event.target.checked });
          }}
        />
        {t('flightSearch.directOnly')}
      </label>
    </div>
  );
}
