import { Modal, ModalOverlay } from 'react-aria-components';
import { DialogFrame, type DialogFrameProps } from './DialogFrame';
import './ui.css';

export interface ModalDialogProps extends DialogFrameProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  /** Wide for a seat map, narrow (the default) for a text. */
  readonly size?: 'narrow' | 'wide';
}

/**
 * A modal dialog centred over the page on a wide screen and a full-screen sheet on a phone, its
 * height bounded by the visible viewport either way (see {@link DialogFrame}). React Aria traps
 * focus inside, closes it on Escape and on a click outside, and gives focus back to the control
 * that opened it.
 */
export function ModalDialog({ isOpen, onOpenChange, size = 'narrow', ...frame }: ModalDialogProps) {
  return (
    <ModalOverlay isDismissable isOpen={isOpen} onOpenChange={onOpenChange} className="ui-modal-overlay">
      <Modal className={`ui-modal ui-modal--${size}`}>
        <DialogFrame {...frame} />
      </Modal>
    </ModalOverlay>
  );
}
