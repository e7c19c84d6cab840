import { useMutation } from '@tanstack/react-query';
import { MANAGE_API, manageRequest } from '../../../lib/manage-request';

const loadSchema = () =>
  import('@skybook/contracts/checkin').then((module) => module.checkinEmailResponseSchema);

export interface SendBoardingPassesBody {
  readonly departureKey: string;
  readonly languageCode: string;
}

/**
 * POST checkin/email with the grant: e-mails the journey's boarding passes to the booking's
 * contact, in the page's language; 503 `error.sendMailFail` when the mail server refused.
 */
export function sendBoardingPasses(body: SendBoardingPassesBody) {
  return manageRequest('POST', `${MANAGE_API}/checkin/email`, loadSchema, { body });
}

export function useSendBoardingPasses() {
  return useMutation({ mutationFn: sendBoardingPasses });
}
