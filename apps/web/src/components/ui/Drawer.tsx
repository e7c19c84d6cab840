import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from './Button';
import { Icon } from './Icon';
import './ui.css';

export type DrawerPlacement = 'start' | 'end' | 'bottom';

export interface DrawerProps {
  /** Controlled state; leave both out inside a react-aria `DialogTrigger`. */
  readonly isOpen?: boolean;
  readonly onOpenChange?: (isOpen: boolean) => void;
  readonly placement: DrawerPlacement;
  readonly title: string;
  readonly closeLabel: string;
  readonly children: ReactNode | ((close: () => void) => ReactNode);
  readonly className?: string;
}

/**
 * A modal panel that slides in from an edge. React Aria traps focus inside, closes on Escape and
 * on a click outside, and gives focus back to the control that opened it.
 */
export function Drawer({
  isOpen,
  onOpenChange,
  placement,
  title,
  closeLabel,
  children,
  className,
}: DrawerProps) {
  return (
    <ModalOverlay isDismissable isOpen={isOpen} onOpenChange={onOpenChange} className="ui-drawer-overlay">
      <Modal className={['ui-drawer', `ui-drawer--${placement}`, className].filter(Boolean).join(' ')}>
        <Dialog className="ui-drawer__dialog">
          {({ close }) => (
            <>
              <div className="ui-drawer__header">
                <Heading slot="title" className="ui-drawer__title">
                  {title}
                </Heading>
                <Button variant="icon" onPress={close} aria-label={closeLabel}>
                  <Icon name="close" />
                </Button>
              </div>
              <div className="ui-drawer__body">
                {typeof children === 'function' ? children(close) : children}
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
