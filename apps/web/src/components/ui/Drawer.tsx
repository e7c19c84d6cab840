import { Modal, ModalOverlay } from 'react-aria-components';
import { DialogFrame, type DialogFrameProps } from './DialogFrame';
import './ui.css';

export type DrawerPlacement = 'start' | 'end' | 'bottom';

export interface DrawerProps extends DialogFrameProps {
  /** Controlled state; leave both out inside a react-aria `DialogTrigger`. */
  readonly isOpen?: boolean;
  readonly onOpenChange?: (isOpen: boolean) => void;
  readonly placement: DrawerPlacement;
  readonly className?: string;
}

/**
 * A modal panel that slides in from an edge. React Aria traps focus inside, closes on Escape and
 * on a click outside, and gives focus back to the control that opened it.
 */
export function Drawer({ isOpen, onOpenChange, placement, className, ...frame }: DrawerProps) {
  return (
    <ModalOverlay isDismissable isOpen={isOpen} onOpenChange={onOpenChange} className="ui-drawer-overlay">
      <Modal className={['ui-drawer', `ui-drawer--${placement}`, className].filter(Boolean).join(' ')}>
        <DialogFrame {...frame} />
      </Modal>
    </ModalOverlay>
  );
}
