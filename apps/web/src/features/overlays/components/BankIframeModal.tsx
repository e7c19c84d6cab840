import { useEffect, useRef } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { BANK_IFRAME_ORIGINS } from '../overlay-config';
import { isBankIframeUrl, type BankIframeRequest } from '../stores/bank-iframe';
import '../bank-iframe.css';

/** The modal's size on a desktop (requirements §2 Site chrome, §9 "Custom modal 900 by 978 px"); phones get the whole screen. */
export const BANK_IFRAME_SIZE = { width: 900, height: 978 } as const;

/**
 * The one message that closes the modal. The bank's page sends it to the site's origin:
 * `window.parent.postMessage({ type: 'skybook:bank-iframe', action: 'close' }, 'https://www.skybook.vn')`.
 */
export const BANK_IFRAME_CLOSE_MESSAGE = { type: 'skybook:bank-iframe', action: 'close' } as const;

export function isBankIframeCloseMessage(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return (
    message.type === BANK_IFRAME_CLOSE_MESSAGE.type && message.action === BANK_IFRAME_CLOSE_MESSAGE.action
  );
}

/** The bank page's address with the key the agent-currency service is opened with (`key` query parameter). */
export function bankIframeSource(request: BankIframeRequest): string {
  const url = new URL(request.url);
  if (request.key !== '') url.searchParams.set('key', request.key);
  return url.href;
}

export interface BankIframeModalProps {
  readonly request: BankIframeRequest;
  /** Origins the page may come from and the close message must come from (default: `VITE_BANK_IFRAME_ORIGIN`). */
  readonly allowedOrigins?: readonly string[];
  readonly onClose: () => void;
}

/**
 * The agent-currency bank page in a modal (requirements §2 Site chrome): 900 × 978 px on a desktop, the
 * whole screen on a phone. The bank's page owns the flow, so only its close message ends it: a
 * `postMessage` of {@link BANK_IFRAME_CLOSE_MESSAGE} from an allowed origin, sent by that very
 * frame. Escape and clicks outside do nothing; any other message, or the same one from another
 * origin or window, is ignored. A URL off the allow-list never opens.
 */
export function BankIframeModal({
  request,
  allowedOrigins = BANK_IFRAME_ORIGINS,
  onClose,
}: BankIframeModalProps) {
  const { t } = useTranslation('overlays');
  const frameRef = useRef<HTMLIFrameElement>(null);
  const isAllowed = isBankIframeUrl(request.url, allowedOrigins);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!allowedOrigins.includes(event.origin)) return;
      if (event.source === null || event.source !== frameRef.current?.contentWindow) return;
      if (isBankIframeCloseMessage(event.data)) onClose();
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
    };
  }, [allowedOrigins, onClose]);

  if (!isAllowed) return null;

  return (
    <ModalOverlay isOpen isDismissable={false} isKeyboardDismissDisabled className="bank-iframe-overlay">
      <Modal className="bank-iframe">
        <Dialog aria-label={t('bank.title')} className="bank-iframe__dialog">
          <iframe
            ref={frameRef}
            className="bank-iframe__frame"
            src={bankIframeSource(request)}
            title={t('bank.frameTitle')}
            width={BANK_IFRAME_SIZE.width}
            height={BANK_IFRAME_SIZE.height}
            referrerPolicy="strict-origin"
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
