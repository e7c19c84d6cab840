import { announce } from '@react-aria/live-announcer';
import { useEffect, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { useObjectRef } from 'react-aria/useObjectRef';
import './ui.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'icon';

/** The class list of a button; links that look like buttons use it too. */
export function buttonClassName(variant: ButtonVariant, extra?: string): string {
  return ['ui-button', `ui-button--${variant}`, extra].filter(Boolean).join(' ');
}

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  readonly variant?: ButtonVariant;
  readonly className?: string;
  readonly ref?: Ref<HTMLButtonElement>;
}

/** The press handlers a pending button ignores (focus and hover handlers still run). */
const PRESS_HANDLERS = [
  'onPress',
  'onPressStart',
  'onPressEnd',
  'onPressUp',
  'onPressChange',
] as const satisfies readonly (keyof AriaButtonProps)[];

/**
 * A button. `isPending` (a request it started is on its way) keeps it focusable but inert: presses
 * are ignored, it is `aria-disabled` and `data-pending`, a submit button stops submitting its
 * form, and "please wait" is announced to the traveller who pressed it (it has the focus).
 *
 * React Aria's own `isPending` is not used: it announces the button by reference (a `role="img"`
 * node labelled by the button's id, kept 7 s in the live announcer), and the buttons that go
 * pending here lead to another page, where that reference points at nothing: an image without a
 * name to assistive technology (axe role-img-alt). A text announcement names itself.
 */
export function Button({
  variant = 'primary',
  className,
  isPending = false,
  type,
  ref,
  ...props
}: ButtonProps) {
  const { t } = useTranslation();
  const buttonRef = useObjectRef(ref);
  const wasPending = useRef(isPending);
  useEffect(() => {
    if (isPending && !wasPending.current && document.activeElement === buttonRef.current)
      announce(t('actions.pending'), 'polite');
    wasPending.current = isPending;
  }, [isPending, buttonRef, t]);
  const handlers = isPending ? Object.fromEntries(PRESS_HANDLERS.map((name) => [name, undefined])) : {};
  return (
    <AriaButton
      {...props}
      {...handlers}
      ref={buttonRef}
      type={isPending && type === 'submit' ? 'button' : type}
      aria-disabled={isPending || props['aria-disabled']}
      data-pending={isPending || undefined}
      className={buttonClassName(variant, className)}
    />
  );
}
