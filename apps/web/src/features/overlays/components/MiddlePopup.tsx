import type { Language } from '@skybook/domain/languages';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import type { PopupDevice } from '../api/get-popups';
import type { PopupView } from '../popup-choice';
import { PopupPicture } from './PopupPicture';

export interface MiddlePopupProps {
  readonly popup: PopupView;
  readonly device: PopupDevice;
  readonly language: Language;
  readonly onClose: () => void;
}

/**
 * The Middle popup (requirements §3 Popup): a modal dialog over the page, named by its title, with focus
 * kept inside until it closes by its button, Escape or a click outside (React Aria restores focus).
 * It takes the focus as it opens, so OverlayHost opens it only while no field is in use.
 */
export function MiddlePopup({ popup, device, language, onClose }: MiddlePopupProps) {
  const { t } = useTranslation('overlays');
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      className="popup-overlay"
      data-site-overlay=""
    >
      <Modal className="popup-middle">
        <Dialog className="popup-middle__dialog">
          <div className="popup-middle__header">
            <Heading slot="title" level={2} className="popup-middle__title">
              {popup.title}
            </Heading>
            <Button variant="icon" className="popup__close" aria-label={t('popups.close')} onPress={onClose}>
              <Icon name="close" />
            </Button>
          </div>
          <PopupPicture popup={popup} device={device} language={language} className="popup-middle__picture" />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
