import {
  emptyServiceSelection,
  type QuotationBody,
  type QuotationResponse,
  type ServiceSelection,
} from '@skybook/contracts/quotation';
import { bookingRequest } from '../../../lib/booking-api';
import { useServiceSelection } from '../../../stores/service-selection';
import { toServiceSelection } from '../../../stores/service-selection-model';

/**
 * The extras to price with the passengers: none on a first visit (/passengers comes before
 * /select-service); those already chosen for this session when the traveller comes back to
 * change a passenger, so the quotation keeps them.
 */
export function servicesForQuotation(sessionId: string): ServiceSelection {
  const selection = useServiceSelection.getState();
  return selection.sessionId === sessionId ? toServiceSelection(selection) : emptyServiceSelection();
}

/**
 * POST /booking/api/v1/reservations/quotation (x-session-id): the server validates the details
 * with the same rules as the form, prices the draft and keeps it in the session.
 */
export function postQuotation(body: QuotationBody): Promise<QuotationResponse> {
  return bookingRequest(
    'POST',
    '/booking/api/v1/reservations/quotation',
    () => import('@skybook/contracts/quotation').then((module) => module.quotationResponseSchema),
    { body },
  );
}
