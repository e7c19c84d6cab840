import { formatDateTime } from '@skybook/domain/date-format';
import type { Language } from '@skybook/domain/languages';
import { formatAmount } from '@skybook/domain/money-format';

/** Where the airline's records are read: the member's history is dated on Vietnam's clock. */
const HOME_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** A VND amount as the booking pages write it. */
export function formatVnd(amount: number, language: Language): string {
  return formatAmount(amount, 'VND', language);
}

/** A movement's instant, day and time in Vietnam. */
export function formatInstant(instant: string, language: Language): string {
  return formatDateTime(instant, language, HOME_TIME_ZONE, { zoneName: false });
}
