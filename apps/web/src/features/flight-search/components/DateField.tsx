import { parseDate, type CalendarDate } from '@internationalized/date';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  Label,
  Popover,
} from 'react-aria-components';
import { Icon } from '../../../components/ui/Icon';

function toCalendarDate(value: string | null): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

export interface DateFieldProps {
  readonly label: string;
  readonly value: string | null;
  readonly minValue: string;
  readonly onChange: (value: string | null) => void;
  readonly errorMessage?: string | undefined;
}

/** A date typed by segments or picked on a calendar, in the page's language (the I18nProvider's). */
export function DateField({ label, value, minValue, onChange, errorMessage }: DateFieldProps) {
  const { t } = useTranslation();
  return (
    <DatePicker
      className="search-field"
      value={toCalendarDate(value)}
      minValue={toCalendarDate(minValue) ?? undefined}
      onChange={(date) => {
        onChange(date ? date.toString() : null);
      }}
      isInvalid={errorMessage !== undefined}
      validationBehavior="aria"
    >
      <Label className="search-field__label">{label}</Label>
      <Group className="search-field__control search-field__date">
        <DateInput className="date-input">
          {(segment) => <DateSegment segment={segment} className="date-segment" />}
        </DateInput>
        <Button className="search-field__toggle" aria-label={t('flightSearch.openCalendar', { label })}>
          <Icon name="calendar" />
        </Button>
      </Group>
      <FieldError className="search-field__error">{errorMessage}</FieldError>
      <Popover className="search-popover" placement="bottom start">
        <Dialog className="calendar-dialog" aria-label={label}>
          <Calendar className="calendar">
            <header className="calendar__header">
              <Button slot="previous" className="calendar__nav" aria-label={t('flightSearch.previousMonth')}>
                ‹
              </Button>
              <Heading className="calendar__title" />
              <Button slot="next" className="calendar__nav" aria-label={t('flightSearch.nextMonth')}>
                ›
              </Button>
            </header>
            <CalendarGrid className="calendar__grid">
              {(date) => <CalendarCell date={date} className="calendar__cell" />}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
