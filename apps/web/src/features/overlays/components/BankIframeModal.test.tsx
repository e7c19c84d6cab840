import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/AppProviders';
import { loadLanguage } from '../../../lib/i18n';
import { useBankIframeLinks } from '../hooks/use-bank-iframe';
import { useBankIframeStore } from '../stores/bank-iframe';
import { BANK_IFRAME_CLOSE_MESSAGE, BankIframeModal } from './BankIframeModal';

const BANK = 'https://bank.example';
const REQUEST = { url: `${BANK}/agent/fx?lang=en`, key: 'AGENT-KEY-1' };

function renderModal(onClose = vi.fn()) {
  render(
    <AppProviders>
      <BankIframeModal request={REQUEST} allowedOrigins={[BANK]} onClose={onClose} />
    </AppProviders>,
  );
  const frame = screen.getByTitle<HTMLIFrameElement>('The bank’s currency exchange page');
  return { onClose, frame };
}

/** A message as the browser delivers it from a frame: its origin and the window that sent it. */
function postFrom(origin: string, source: Window | null, data: unknown): void {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, source, data }));
  });
}

describe('the agent-currency bank iframe', () => {
  beforeAll(async () => {
    await loadLanguage('en');
  });

  afterEach(() => {
    useBankIframeStore.getState().close();
  });

  it('opens the bank page with its key in a 900 × 978 modal dialog', () => {
    const { frame } = renderModal();
    expect(screen.getByRole('dialog', { name: 'Agent currency exchange' })).toBeInTheDocument();
    expect(frame).toHaveAttribute('src', `${BANK}/agent/fx?lang=en&key=AGENT-KEY-1`);
    expect(frame).toHaveAttribute('width', '900');
    expect(frame).toHaveAttribute('height', '978');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin');
  });

  it('ignores a close message from another origin and closes on the one from the bank', () => {
    const { onClose, frame } = renderModal();
    postFrom('https://evil.example', frame.contentWindow, BANK_IFRAME_CLOSE_MESSAGE);
    postFrom(`${BANK}:8443`, frame.contentWindow, BANK_IFRAME_CLOSE_MESSAGE);
    expect(onClose).not.toHaveBeenCalled();

    // The right origin with another message, or from another window, does not close it either.
    postFrom(BANK, frame.contentWindow, { type: 'skybook:bank-iframe', action: 'resize' });
    postFrom(BANK, frame.contentWindow, 'close');
    postFrom(BANK, window, BANK_IFRAME_CLOSE_MESSAGE);
    expect(onClose).not.toHaveBeenCalled();

    postFrom(BANK, frame.contentWindow, BANK_IFRAME_CLOSE_MESSAGE);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not close on Escape: only the bank page ends its flow', async () => {
    const { onClose } = renderModal();
    await userEvent.setup().keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Agent currency exchange' })).toBeInTheDocument();
  });

  it('never opens a page off the allow-list', () => {
    const onClose = vi.fn();
    render(
      <AppProviders>
        <BankIframeModal
          request={{ url: 'https://evil.example/fx', key: 'K' }}
          allowedOrigins={[BANK]}
          onClose={onClose}
        />
      </AppProviders>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useBankIframeStore.getState().open({ url: 'https://evil.example/fx', key: 'K' }, [BANK])).toBe(
      false,
    );
    expect(useBankIframeStore.getState().request).toBeNull();
  });

  it('is opened by a link marked data-bank-iframe, with the key it carries', async () => {
    function Page() {
      useBankIframeLinks([BANK]);
      return (
        <>
          <a href={REQUEST.url} data-bank-iframe="" data-bank-iframe-key={REQUEST.key}>
            Exchange currency
          </a>
          <a href="https://evil.example/fx" data-bank-iframe="">
            Elsewhere
          </a>
        </>
      );
    }
    // jsdom cannot follow a link; stop the ones the opener leaves alone after it has run.
    const stopNavigation = (event: MouseEvent) => {
      event.preventDefault();
    };
    window.addEventListener('click', stopNavigation);
    render(<Page />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(useBankIframeStore.getState().request).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Exchange currency' }));
    expect(useBankIframeStore.getState().request).toEqual(REQUEST);
    window.removeEventListener('click', stopNavigation);
  });
});
