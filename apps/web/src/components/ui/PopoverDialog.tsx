import type { ReactNode, RefObject } from 'react';
import { Dialog, Popover } from 'react-aria-components';
import './ui.css';

export interface PopoverDialogProps {
  readonly triggerRef: RefObject<HTMLElement | null>;
  readonly onClose: () => void;
  /** Accessible name of the dialog. */
  readonly title: string;
  readonly children: ReactNode;
  /** Extra class on the popover, for its width. */
  readonly className?: string;
}

/**
 * A dropdown panel under a button, open while mounted. React Aria closes it on Escape and on a
 * click outside, and gives focus back to the button.
 */
export function PopoverDialog({ triggerRef, onClose, title, children, className }: PopoverDialogProps) {
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      placement="bottom end"
      offset={6}
      className={className ? `ui-popover ${className}` : 'ui-popover'}
    >
      <Dialog aria-label={title} className="ui-popover__dialog">
        {children}
      </Dialog>
    </Popover>
  );
}
