import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';

export interface ServiceDialogProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  readonly title: string;
  readonly closeLabel: string;
  readonly children: ReactNode;
  /** Wide for the seat map, narrow for a text. */
  readonly size?: 'wide' | 'narrow';
}

/**
 * A centred modal dialog (a full screen on a phone). React Aria traps focus inside, closes on
 * Escape and gives focus back to the control that opened it.
 */
export function ServiceDialog({
  isOpen,
  onOpenChange,
  title,
  closeLabel,
  children,
  size = 'narrow',
}: ServiceDialogProps) {
  return (
    <ModalOverlay
      isDismissable
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      className="service-dialog__overlay"
    >
      <Modal className={`service-dialog service-dialog--${size}`}>
        <Dialog className="service-dialog__dialog">
          {({ close }) => (
            <>
              <div className="service-dialog__header">
                <Heading slot="title" className="service-dialog__title">
                  {title}
                </Heading>
                <Button variant="icon" onPress={close} aria-label={closeLabel}>
                  <Icon name="close" />
                </Button>
              </div>
              <div className="service-dialog__body">{children}</div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
