import type { PassengerDetails } from '@skybook/contracts/passengers';
import type { QuotationBody, QuotationDto } from '@skybook/contracts/quotation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { ApiError } from '../../../lib/api-client';
import { isSessionLossError } from '../../../lib/booking-api';
import { useBookingDraft } from '../../../stores/booking-draft';
import { useBookingSession } from '../../../stores/booking-session';
import { useServiceSelection } from '../../../stores/service-selection';
import {
  selectionSnapshot,
  toServiceSelection,
  type SelectionSnapshot,
} from '../../../stores/service-selection-model';
import { postQuotation } from '../api/quotation';
import { useDebouncedValue } from './use-debounced-value';

/** Changes closer together than this make one quotation request. */
export const QUOTATION_DEBOUNCE_MS = 300;

interface PendingRequest {
  readonly key: string;
  readonly body: QuotationBody;
  readonly snapshot: SelectionSnapshot;
}

interface Accepted {
  readonly key: string;
  readonly quotation: QuotationDto;
  readonly snapshot: SelectionSnapshot;
}

interface Outcome {
  readonly key: string;
  /** rejected: the server refused the selection (4xx); failed: it could not answer. */
  readonly kind: 'rejected' | 'failed';
  readonly message: string;
}

export interface QuotationState {
  /** The last quotation the server confirmed (null before the first answer). */
  readonly quotation: QuotationDto | null;
  /** The quotation is for what is on screen now: the booking may go on. */
  readonly isCurrent: boolean;
  /** A newer quotation is on its way: the one shown is out of date. */
  readonly isUpdating: boolean;
  /** The server refused the last change (its message); the selection went back to the last valid one. */
  readonly rejection: string | null;
  /** The server could not be asked (network, 5xx): its message, with {@link retry}. */
  readonly failure: string | null;
  readonly retry: () => void;
}

/** requirements §3 totalAncillary: the server's extras total of each direction, kept in the booking draft. */
function keepAncillaryTotals(quotation: QuotationDto): void {
  const { session } = useBookingSession.getState();
  if (!session) return;
  const draft = useBookingDraft.getState();
  for (const journey of session.journeys) {
    const amount = quotation.journeys.find((each) => each.journeyIndex === journey.index)?.ancillaryAmount;
    if (amount === undefined) continue;
    if (journey.direction === 'return') draft.setTotalAncillary('return', amount);
    else if (journey.index === 0) draft.setTotalAncillary('departure', amount);
  }
}

/**
 * Prices the passengers and the extras chosen: after each change (debounced, a newer change
 * cancelling the request of an older one) the server quotes the whole draft. The browser shows
 * only what the server answered; when the server refuses a change the selection goes back to the
 * last one it accepted.
 */
export function useQuotation(details: PassengerDetails | null): QuotationState {
  const snapshot = useServiceSelection(useShallow(selectionSnapshot));
  const current = useMemo((): PendingRequest | null => {
    if (!details) return null;
    const body: QuotationBody = { details, services: toServiceSelection(snapshot) };
    return { key: JSON.stringify(body), body, snapshot };
  }, [details, snapshot]);
  const pending = useDebouncedValue(current, QUOTATION_DEBOUNCE_MS);
  const [accepted, setAccepted] = useState<Accepted | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [attempt, setAttempt] = useState(0);
  const acceptedRef = useRef<Accepted | null>(null);

  useEffect(() => {
    acceptedRef.current = accepted;
  }, [accepted]);

  useEffect(() => {
    if (!pending || pending.key === acceptedRef.current?.key) return;
    const controller = new AbortController();
    postQuotation(pending.body, controller.signal).then(
      (quotation) => {
        if (controller.signal.aborted) return;
        const next = { key: pending.key, quotation, snapshot: pending.snapshot };
        acceptedRef.current = next;
        setAccepted(next);
        setOutcome(null);
        keepAncillaryTotals(quotation);
      },
      (error: unknown) => {
        if (controller.signal.aborted || isSessionLossError(error)) return;
        const isRejection = error instanceof ApiError && error.status >= 400 && error.status < 500;
        const message = error instanceof Error ? error.message : String(error);
        setOutcome({ key: pending.key, kind: isRejection ? 'rejected' : 'failed', message });
        // "Keeps the last valid selection": the refused change is undone.
        const last = acceptedRef.current;
        if (isRejection && last) useServiceSelection.getState().restore(last.snapshot);
      },
    );
    return () => {
      controller.abort();
    };
  }, [pending, attempt]);

  const currentKey = current?.key ?? null;
  const isCurrent = accepted !== null && accepted.key === currentKey;
  const outcomeShown =
    outcome !== null && (outcome.key === currentKey || (isCurrent && outcome.kind === 'rejected'));
  return {
    quotation: accepted?.quotation ?? null,
    isCurrent,
    isUpdating: currentKey !== null && !isCurrent && !(outcomeShown && outcome.key === currentKey),
    rejection: outcomeShown && outcome.kind === 'rejected' ? outcome.message : null,
    failure: outcomeShown && outcome.kind === 'failed' ? outcome.message : null,
    retry: () => {
      setOutcome(null);
      setAttempt((count) => count + 1);
    },
  };
}
