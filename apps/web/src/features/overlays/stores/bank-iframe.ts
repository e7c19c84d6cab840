import { create } from 'zustand';
import { BANK_IFRAME_ORIGINS } from '../overlay-config';

/** What the agent-currency bank iframe opens: the bank's page and the key it is opened with. */
export interface BankIframeRequest {
  readonly url: string;
  readonly key: string;
}

/** True when `url` is on one of `allowedOrigins` (an exact origin match, scheme and port included). */
export function isBankIframeUrl(url: string, allowedOrigins: readonly string[]): boolean {
  try {
    return allowedOrigins.includes(new URL(url).origin);
  } catch {
    return false;
  }
}

interface BankIframeState {
  readonly request: BankIframeRequest | null;
  /** Opens the modal when `url` is on an allowed origin; false (and nothing opens) otherwise. */
  readonly open: (request: BankIframeRequest, allowedOrigins?: readonly string[]) => boolean;
  readonly close: () => void;
}

/** The one bank iframe of the site (requirements §2 Site chrome): at most one open at a time. */
export const useBankIframeStore = create<BankIframeState>()((set) => ({
  request: null,
  open: (request, allowedOrigins = BANK_IFRAME_ORIGINS) => {
    if (!isBankIframeUrl(request.url, allowedOrigins)) return false;
    set({ request });
    return true;
  },
  close: () => {
    set({ request: null });
  },
}));
