import { matchSitePath } from '@skybook/contracts/site-routes';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CHAT_WIDGET_SLOT_ID, ChatWidgetSlot } from './ChatWidgetSlot';

const SCRIPT_URL = 'https://chat.example/widget.js';

const chatScripts = () => document.querySelectorAll(`script[src="${SCRIPT_URL}"]`);

describe('the chat widget slot', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('loads the widget on a content page in Vietnamese or English, once', () => {
    const { rerender } = render(<ChatWidgetSlot match={matchSitePath('/vi')} scriptUrl={SCRIPT_URL} />);
    expect(chatScripts()).toHaveLength(1);
    expect((chatScripts()[0] as HTMLScriptElement).async).toBe(true);
    expect(document.getElementById(CHAT_WIDGET_SLOT_ID)).toBeInTheDocument();

    rerender(<ChatWidgetSlot match={matchSitePath('/vi/faq')} scriptUrl={SCRIPT_URL} />);
    rerender(<ChatWidgetSlot match={matchSitePath('/en/news/promotions')} scriptUrl={SCRIPT_URL} />);
    expect(chatScripts()).toHaveLength(1);
  });

  it('removes the widget on entering the booking flow and brings it back after', () => {
    const { rerender } = render(<ChatWidgetSlot match={matchSitePath('/en')} scriptUrl={SCRIPT_URL} />);
    expect(chatScripts()).toHaveLength(1);
    for (const path of [
      '/en/select-flight',
      '/en/passengers',
      '/en/payment-methods',
      '/en/my/search-booking',
      '/en/checkin',
    ]) {
      rerender(<ChatWidgetSlot match={matchSitePath(path)} scriptUrl={SCRIPT_URL} />);
      expect({ path, scripts: chatScripts().length }).toEqual({ path, scripts: 0 });
      expect(document.getElementById(CHAT_WIDGET_SLOT_ID)).toBeNull();
    }
    rerender(<ChatWidgetSlot match={matchSitePath('/en/faq')} scriptUrl={SCRIPT_URL} />);
    expect(chatScripts()).toHaveLength(1);
  });

  it('loads nothing in the other languages', () => {
    for (const language of ['th', 'ko', 'zh-CN', 'zh-TW', 'ja', 'ru']) {
      const { unmount } = render(
        <ChatWidgetSlot match={matchSitePath(`/${language}`)} scriptUrl={SCRIPT_URL} />,
      );
      expect({ language, scripts: chatScripts().length }).toEqual({ language, scripts: 0 });
      unmount();
    }
  });

  it('loads nothing when no script is configured', () => {
    render(<ChatWidgetSlot match={matchSitePath('/vi')} scriptUrl={undefined} />);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(document.getElementById(CHAT_WIDGET_SLOT_ID)).toBeNull();
  });
});
