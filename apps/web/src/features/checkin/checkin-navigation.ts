import type { Language } from '@skybook/domain/languages';
import { sitePath } from '../../lib/site-path';

/** The check-in pages after the lookup, in their order (requirements §2 check-in routes). */
export type CheckinStep = 'select-flight' | 'select-passengers' | 'select-seats' | 'summary' | 'success';

/** /checkin, or one of its steps. */
export function checkinPath(language: Language, step?: CheckinStep): string {
  return sitePath(language, step === undefined ? 'checkin' : `checkin/${step}`);
}

/** What a link to /checkin/success may say: whose journey's boarding passes to show. */
export interface SuccessState {
  readonly departureKey: string;
}

/** The journey a navigation to /checkin/success named, if any. */
export function departureKeyOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('departureKey' in state)) return null;
  return typeof state.departureKey === 'string' && state.departureKey !== '' ? state.departureKey : null;
}
