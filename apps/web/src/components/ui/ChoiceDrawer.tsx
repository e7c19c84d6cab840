import { useState, type ReactNode } from 'react';
import { Button } from './Button';
import { Drawer } from './Drawer';

export interface ChoiceDrawerProps<Choice> {
  readonly current: Choice;
  readonly title: string;
  readonly closeLabel: string;
  /** The button that applies the choice ("Continue", "Next"). */
  readonly confirmLabel: string;
  readonly className: string;
  readonly confirmClassName: string;
  readonly onClose: () => void;
  readonly onConfirm: (choice: Choice) => void;
  /** The list to choose from, given the pending choice and how to change it. */
  readonly children: (pending: Choice, choose: (choice: Choice) => void) => ReactNode;
}

/**
 * A bottom drawer whose choice is held until its confirm button is pressed; closing it any other
 * way keeps the current value (the phone language and currency selectors, requirements §2 Site chrome).
 */
export function ChoiceDrawer<Choice>({
  current,
  title,
  closeLabel,
  confirmLabel,
  className,
  confirmClassName,
  onClose,
  onConfirm,
  children,
}: ChoiceDrawerProps<Choice>) {
  const [pending, setPending] = useState(current);
  return (
    <Drawer
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      placement="bottom"
      title={title}
      closeLabel={closeLabel}
      className={className}
    >
      {children(pending, setPending)}
      <Button
        className={confirmClassName}
        onPress={() => {
          onConfirm(pending);
        }}
      >
        {confirmLabel}
      </Button>
    </Drawer>
  );
}
