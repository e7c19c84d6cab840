import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
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
 * are ignored, it is `aria-disabled`, a submit button stops submitting its form, and "please
 * wait" is said in a status region beside it.
 *
 * React Aria's own `isPending` is not used: it announces the button by reference (a
 * `role="img"` node labelled by the button's id, kept for 7 s in its live announcer), and the
 * buttons that go pending here lead to another page, where the reference points at nothing: an
 * image without a name to assistive technology and to axe. A status region's text names itself.
 */
export function Button({ variant = 'primary', className, isPending, type, ...props }: ButtonProps) {
  const { t } = useTranslation();
  const classes = buttonClassName(variant, className);
  if (isPending === undefined) return <AriaButton {...props} type={type} className={classes} />;
  const handlers = isPending ? Object.fromEntries(PRESS_HANDLERS.map((name) => [name, undefined])) : {};
  return (
    <>
      <AriaButton
        {...props}
        {...handlers}
        type={isPending && type === 'submit' ? 'button' : type}
        aria-disabled={isPending || undefined}
        data-pending={isPending || undefined}
        className={classes}
      />
      <span role="status" className="ui-visually-hidden">
        {isPending ? t('actions.pending') : ''}
      </span>
    </>
  );
}
