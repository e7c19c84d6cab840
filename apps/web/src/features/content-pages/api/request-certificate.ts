import type { CertificateRequest } from '@skybook/contracts/certificate';
import { useMutation } from '@tanstack/react-query';
import { apiPatch } from '../../../lib/api-client';

const loadSchema = () =>
  import('@skybook/contracts/certificate').then((module) => module.certificateResponseSchema);

/**
 * PATCH /booking/api/v1/certificate: the flight-operation certificate of a paid booking, found by
 * its code and a traveller's names (rate limited as the booking lookup; the server's errors are
 * worded in the page's language).
 */
export function requestCertificate(request: CertificateRequest) {
  return apiPatch('/booking/api/v1/certificate', loadSchema, { body: request });
}

export function useRequestCertificate() {
  return useMutation({ mutationFn: requestCertificate });
}

/** The certificate as a PDF (a plain link: the names are checked as a booking lookup). */
export function certificatePdfUrl(
  locator: string,
  names: { readonly lastName: string; readonly firstName: string },
  language: string,
): string {
  const query = new URLSearchParams({
    lastName: names.lastName,
    firstName: names.firstName,
    languageId: language,
  });
  return `/booking/api/v1/reservations/${encodeURIComponent(locator)}/certificate.pdf?${query.toString()}`;
}
