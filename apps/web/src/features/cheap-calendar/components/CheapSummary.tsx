import type { Language } from '@skybook/domain/languages';
import { money } from '@skybook/domain/money';
import { formatMoney } from '@skybook/domain/money-format';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { formatDay } from '@skybook/domain/date-format';
import type { ChosenDay } from './FareCalendar';

export interface CheapSummaryProps {
  readonly language: Language;
  readonly isRoundTrip: boolean;
  readonly departure: ChosenDay | null;
  readonly returnDay: ChosenDay | null;
  readonly onContinue: () => void;
}

/** The days picked, their lowest fares added up, and the way on to the flights of those days. */
export function CheapSummary({ language, isRoundTrip, departure, returnDay, onContinue }: CheapSummaryProps) {
  const { t } = useTranslation('cheapCalendar');
  const chosen = isRoundTrip ? [departure, returnDay] : [departure];
  const complete = chosen.every((day) => day !== null);
  const days = chosen.filter((day): day is ChosenDay => day !== null);
  const currency = days[0]?.currency;
  const total =
    complete && currency
      ? formatMoney(
          money(
            days.reduce((sum, day) => sum + day.amount, 0),
            currency,
          ),
          language,
        )
      : null;

  const row = (label: string, day: ChosenDay | null) => (
    <div className="cheap-summary__row">
      <dt>{label}</dt>
      <dd>
        {day
          ? t('summary.day', {
              date: formatDay(day.date, language, 'weekday'),
              price: formatMoney(money(day.amount, day.currency), language),
            })
          : t('summary.notChosen')}
      </dd>
    </div>
  );

  return (
    <section className="cheap-summary" aria-labelledby="cheap-summary-title">
      <h2 id="cheap-summary-title" className="cheap-summary__title">
        {t('summary.title')}
      </h2>
      <dl className="cheap-summary__days">
        {row(t('summary.departure'), departure)}
        {isRoundTrip ? row(t('summary.return'), returnDay) : null}
      </dl>
      <p className="cheap-summary__total">
        <span>{t('summary.total')}</span>
        <strong data-testid="cheap-total">{total ?? '—'}</strong>
      </p>
      <p className="cheap-summary__note">{t('summary.note')}</p>
      <p id="cheap-summary-hint" className="cheap-summary__hint" aria-live="polite">
        {complete ? '' : t(isRoundTrip ? 'summary.hintRoundTrip' : 'summary.hintOneway')}
      </p>
      <Button
        className="cheap-summary__continue"
        isDisabled={!complete}
        aria-describedby={complete ? undefined : 'cheap-summary-hint'}
        onPress={onContinue}
      >
        {t('continue')}
      </Button>
    </section>
  );
}
