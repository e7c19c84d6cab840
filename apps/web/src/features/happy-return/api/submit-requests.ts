// Imported, not loaded on demand: the forms that send these already run the contract's rules.
import {
  claimResponseSchema,
  inquiryResponseSchema,
  type ClaimRequest,
  type ClaimResponse,
  type InquiryRequest,
  type InquiryResponse,
} from '@skybook/contracts/happy-returns-requests';
import { useMutation } from '@tanstack/react-query';
import { postHappyReturns } from './rate-limit';

/** POST /happy-returns/v1/request/inquiry: reports a lost item; answers its HR reference. */
export function submitInquiry(request: InquiryRequest): Promise<InquiryResponse> {
  return postHappyReturns('/happy-returns/v1/request/inquiry', inquiryResponseSchema, request);
}

export function useSubmitInquiry() {
  return useMutation({ mutationFn: submitInquiry });
}

/** POST /happy-returns/v1/request/claim/{itemId}: claims a found item; answers its HR reference. */
export function submitClaim(itemId: string, request: ClaimRequest): Promise<ClaimResponse> {
  return postHappyReturns(
    `/happy-returns/v1/request/claim/${encodeURIComponent(itemId)}`,
    claimResponseSchema,
    request,
  );
}

export function useSubmitClaim(itemId: string) {
  return useMutation({ mutationFn: (request: ClaimRequest) => submitClaim(itemId, request) });
}
