import type { SitePathMatch } from '@skybook/contracts/site-routes';
import { useEffect } from 'react';
import { CHAT_WIDGET_URL } from '../overlay-config';
import { isChatAllowedOn } from '../overlay-rules';

/** The element the chat widget draws itself into; removing it removes the widget with it. */
export const CHAT_WIDGET_SLOT_ID = 'chat-widget-slot';

export interface ChatWidgetSlotProps {
  /** The page on screen, as the route table matches it. */
  readonly match: SitePathMatch | undefined;
  /** The widget's script (default: `VITE_CHAT_WIDGET_URL`); unset: nothing ever loads. */
  readonly scriptUrl?: string | undefined;
}

/**
 * The external chat widget (requirements §2 Site chrome): its script is added on pages outside the booking
 * flow in Vietnamese or English, and it goes, slot and script, as soon as the visitor enters the
 * booking flow, manage booking or check-in, or switches to another language. The script must be
 * allowed by the server's CSP (`script-src`), and should render into `#chat-widget-slot`.
 */
export function ChatWidgetSlot({ match, scriptUrl = CHAT_WIDGET_URL }: ChatWidgetSlotProps) {
  const isShown = scriptUrl !== undefined && isChatAllowedOn(match);

  useEffect(() => {
    if (!isShown) return undefined;
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.dataset.chatWidget = '';
    document.body.append(script);
    return () => {
      script.remove();
    };
  }, [isShown, scriptUrl]);

  return isShown ? <div id={CHAT_WIDGET_SLOT_ID} className="chat-widget-slot" /> : null;
}
