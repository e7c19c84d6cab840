import type { ReactNode } from 'react';
import { Dialog, Heading } from 'react-aria-components';
import { Button } from './Button';
import { Icon } from './Icon';
import './ui.css';

export interface DialogFrameProps {
  readonly title: string;
  readonly closeLabel: string;
  readonly children: ReactNode | ((close: () => void) => ReactNode);
  /** Kept below the body, never scrolled away: the dialog's own actions ("Done"), a total. */
  readonly footer?: ReactNode | ((close: () => void) => ReactNode);
}

/**
 * The inside of every modal panel: a header with the title and a close button, a body that
 * scrolls on its own, and an optional footer. The panel around it gives it a bounded height, so
 * the header and the footer stay on screen however long the body is, and a wheel or a swipe
 * scrolls the body (the page behind is locked while a modal is open).
 */
export function DialogFrame({ title, closeLabel, children, footer }: DialogFrameProps) {
  return (
    <Dialog className="ui-dialog">
      {({ close }) => (
        <>
          <div className="ui-dialog__header">
            <Heading slot="title" className="ui-dialog__title">
              {title}
            </Heading>
            <Button variant="icon" onPress={close} aria-label={closeLabel}>
              <Icon name="close" />
            </Button>
          </div>
          <div className="ui-dialog__body">{typeof children === 'function' ? children(close) : children}</div>
          {footer === undefined ? null : (
            <div className="ui-dialog__footer">{typeof footer === 'function' ? footer(close) : footer}</div>
          )}
        </>
      )}
    </Dialog>
  );
}
