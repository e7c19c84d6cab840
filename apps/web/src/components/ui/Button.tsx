import type { Ref } from 'react';
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

export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={buttonClassName(variant, className)} />;
}
