import type { Language } from '@skybook/domain/languages';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import type { PopupDevice } from '../api/get-popups';
import { focusMainContent } from '../focus-main';
import type { PopupView } from '../popup-choice';
import { PopupPicture } from './PopupPicture';

export interface CornerPopupProps {
  readonly popup: PopupView;
  readonly device: PopupDevice;
  readonly language: Language;
  readonly onClose: () => void;
}

/**
 * A Bottom_Left or Bottom_Right popup (requirements §3 Popup): a complementary region in its corner that
 * leaves the page usable (no focus taken, nothing blocked) and closes with its button.
 */
export function CornerPopup({ popup, device, language, onClose }: CornerPopupProps) {
  const { t } = useTranslation('overlays');
  const titleId = useId();
  const regionRef = useRef<HTMLElement>(null);
  const side = popup.position === 'Bottom_Left' ? 'left' : 'right';
  const close = () => {
    const hadFocus = regionRef.current?.contains(document.activeElement) ?? false;
    onClose();
    if (hadFocus) focusMainContent();
  };
  return (
    <aside ref={regionRef} className={`popup-corner popup-corner--${side}`} aria-labelledby={titleId}>
      <div className="popup-corner__header">
        <h2 id={titleId} className="popup-corner__title">
          {popup.title}
        </h2>
        <Button
          variant="icon"
          className="popup__close"
          aria-label={t('popups.closeNamed', { title: popup.title })}
          onPress={close}
        >
          <Icon name="close" />
        </Button>
      </div>
      <PopupPicture popup={popup} device={device} language={language} className="popup-corner__picture" />
    </aside>
  );
}
