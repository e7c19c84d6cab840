import type { ReactElement } from 'react';
import './ui.css';

// Hand-drawn 24×24 stroke icons: inline SVG needs no request, no icon font and no inline style.
const PATHS = {
  back: <path d="M15 5l-7 7 7 7" />,
  banknote: (
    <>
      <path d="M3 6.5h18v11H3z" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M6.5 10v4M17.5 10v4" />
    </>
  ),
  calendar: <path d="M5 6h14v14H5zM5 10h14M9 4v4M15 4v4" />,
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  chevronDown: <path d="M6 9l6 6 6-6" />,
  chevronRight: <path d="M9 6l6 6-6 6" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  download: <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </>
  ),
  help: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.6 2.2c-.7.4-1.1 1-1.1 1.8v.5M12 17h.01" />
    </>
  ),
  home: <path d="M4 11l8-7 8 7v9h-5v-6h-6v6H4z" />,
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  phone: (
    <path d="M6.6 3.5l2.6.4 1.3 3.6-1.8 1.5a11 11 0 0 0 6.3 6.3l1.5-1.8 3.6 1.3.4 2.6c-.2 1.5-1.5 2.6-3 2.6A15.5 15.5 0 0 1 4 6.5c0-1.5 1.1-2.8 2.6-3z" />
  ),
  plane: (
    <path d="M21 15.5l-8-5V5a1.5 1.5 0 0 0-3 0v5.5l-7 4.5v2l7-2v4l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-4l8 2z" />
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </>
  ),
  ticket: <path d="M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4zM14 7v10" />,
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1-4 4.2-6 8-6s7 2 8 6" />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof PATHS;

export interface IconProps {
  readonly name: IconName;
  readonly className?: string;
}

/** A decorative icon; the control that holds it carries the accessible name. */
export function Icon({ name, className }: IconProps) {
  return (
    <svg
      className={className ? `ui-icon ${className}` : 'ui-icon'}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  );
}
