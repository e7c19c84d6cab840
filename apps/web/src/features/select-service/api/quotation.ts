import type { QuotationBody, QuotationDto } from '@skybook/contracts/quotation';
import { ApiError } from '../../../lib/api-client';
import { bookingRequest } from '../../../lib/booking-api';
import { i18n } from '../../../lib/i18n';

const loadSchema = () =>
  import('@skybook/contracts/quotation').then((module) => module.quotationResponseSchema);

/**
 * POST /booking/api/v1/reservations/quotation: the server prices the passengers and extras (and
 * keeps them in the session when they are valid). requirements §7: the answer's `quotation[0]`.
 */
export async function postQuotation(body: QuotationBody, signal: AbortSignal): Promise<QuotationDto> {
  const { quotation } = await bookingRequest('POST', '/booking/api/v1/reservations/quotation', loadSchema, {
    body,
    signal,
  });
  const [first] = quotation;
  if (!first) throw new ApiError(502, 'INTERNAL_ERROR', i18n.t('api.unreadable'));
  return first;
}
