import { useMutation } from '@tanstack/react-query';
import { MANAGE_API, manageFile } from '../../../lib/manage-request';
import { saveFile } from '../../../lib/save-file';

/** A boarding-pass file: the journey's PDF (A4 or phone size), its calendar file, or one Apple Wallet pass. */
export type BoardingPassFile =
  | { readonly kind: 'pdf'; readonly size: 'a4' | 'phone' }
  | { readonly kind: 'ics' }
  | { readonly kind: 'pkpass'; readonly passengerKey: string; readonly flightKey: string };

/** What names a download in the page (which button shows it is on its way). */
export function fileId(file: BoardingPassFile): string {
  if (file.kind === 'pdf') return `pdf-${file.size}`;
  if (file.kind === 'pkpass') return `pkpass-${file.passengerKey}-${file.flightKey}`;
  return 'ics';
}

function query(departureKey: string, file: BoardingPassFile) {
  if (file.kind === 'pdf') return { departureKey, size: file.size };
  if (file.kind === 'pkpass')
    return { departureKey, passengerKey: file.passengerKey, flightKey: file.flightKey };
  return { departureKey };
}

/**
 * GET checkin/boarding-pass.pdf, .ics or .pkpass with the grant. A link cannot send the grant
 * header, so the file is fetched, then saved.
 */
export async function downloadBoardingPassFile(
  locator: string,
  departureKey: string,
  file: BoardingPassFile,
): Promise<void> {
  const blob = await manageFile(`${MANAGE_API}/checkin/boarding-pass.${file.kind}`, {
    query: query(departureKey, file),
  });
  const suffix =
    file.kind === 'pdf' ? `-${file.size}` : file.kind === 'pkpass' ? `-${file.passengerKey}` : '';
  saveFile(blob, `boarding-pass-${locator}${suffix}.${file.kind}`);
}

export function useDownloadBoardingPassFile(locator: string, departureKey: string) {
  return useMutation({
    mutationFn: (file: BoardingPassFile) => downloadBoardingPassFile(locator, departureKey, file),
  });
}
