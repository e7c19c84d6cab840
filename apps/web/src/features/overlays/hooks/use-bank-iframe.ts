import { useEffect } from 'react';
import { BANK_IFRAME_ORIGINS } from '../overlay-config';
import { useBankIframeStore, type BankIframeRequest } from '../stores/bank-iframe';

/**
 * Opens the agent-currency bank iframe from code (a menu entry, a page's button):
 * `const openBankIframe = useBankIframe(); openBankIframe({ url, key })`. Returns false, and opens
 * nothing, when the URL is not on an origin of `VITE_BANK_IFRAME_ORIGIN`.
 */
export function useBankIframe(): (request: BankIframeRequest) => boolean {
  return useBankIframeStore((state) => state.open);
}

/** The attribute that makes a link open the bank iframe instead of leaving the site. */
export const BANK_IFRAME_LINK_ATTRIBUTE = 'data-bank-iframe';

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Lets any markup of the app open the bank iframe without importing this feature:
 * `<a href="https://bank.example/fx" data-bank-iframe data-bank-iframe-key="…">`. The link's href
 * is the bank page, so without script (or off the allow-list) it is an ordinary link.
 */
export function useBankIframeLinks(allowedOrigins: readonly string[] = BANK_IFRAME_ORIGINS): void {
  const open = useBankIframeStore((state) => state.open);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainLeftClick(event) || !(event.target instanceof Element)) return;
      const anchor = event.target.closest(`a[${BANK_IFRAME_LINK_ATTRIBUTE}]`);
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const request = { url: anchor.href, key: anchor.dataset.bankIframeKey ?? '' };
      if (open(request, allowedOrigins)) event.preventDefault();
    };
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('click', onClick);
    };
  }, [open, allowedOrigins]);
}
