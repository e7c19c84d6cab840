import type { CardNetwork } from '@skybook/domain/card-rules';
import type { ReactElement } from 'react';

export interface CardBrandLogoProps {
  readonly network: CardNetwork;
  /** The brand's name for screen readers; the logo is decorative when omitted. */
  readonly label?: string;
}

/**
 * A small drawing of each card network's mark (our own shapes, nothing fetched), 48 × 30, so the
 * brand recognised from the typed number shows beside the field (requirements §5).
 */
export function CardBrandLogo({ network, label }: CardBrandLogoProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg className="card-logo" viewBox="0 0 48 30" width="48" height="30" focusable="false" {...a11y}>
      <rect x="0.5" y="0.5" width="47" height="29" rx="4" fill="#fff" stroke="#d0d0d6" />
      {MARKS[network]}
    </svg>
  );
}

const MARKS: Readonly<Record<CardNetwork, ReactElement>> = {
  Visa: (
    <text
      x="24"
      y="20"
      textAnchor="middle"
      fontFamily="Arial, sans-serif"
      fontSize="13"
      fontStyle="italic"
      fontWeight="700"
      fill="#1a1f71"
    >
      VISA
    </text>
  ),
  MasterCard: (
    <>
      <circle cx="19" cy="15" r="9" fill="#eb001b" />
      <circle cx="29" cy="15" r="9" fill="#f79e1b" />
      <path d="M24 7.5a9 9 0 0 1 0 15a9 9 0 0 1 0-15z" fill="#ff5f00" />
    </>
  ),
  JCB: (
    <>
      <rect x="9" y="6" width="9" height="18" rx="3" fill="#0e4c96" />
      <rect x="19.5" y="6" width="9" height="18" rx="3" fill="#e21836" />
      <rect x="30" y="6" width="9" height="18" rx="3" fill="#00a651" />
      <text
        x="24"
        y="18.5"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontSize="8"
        fontWeight="700"
        fill="#fff"
      >
        JCB
      </text>
    </>
  ),
  Amex: (
    <>
      <rect x="4" y="5" width="40" height="20" rx="2" fill="#2e77bc" />
      <text
        x="24"
        y="19"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontSize="10"
        fontWeight="700"
        fill="#fff"
      >
        AMEX
      </text>
    </>
  ),
  UnionPay: (
    <>
      <path d="M8 6h10l-3 18H5z" fill="#e21836" />
      <path d="M18 6h10l-3 18H15z" fill="#00447c" />
      <path d="M28 6h12l-3 18H25z" fill="#007b84" />
    </>
  ),
  Napas: (
    <>
      <rect x="4" y="7" width="40" height="16" rx="8" fill="#00529c" />
      <text
        x="24"
        y="19"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontSize="10"
        fontWeight="700"
        fill="#fff"
      >
        napas
      </text>
    </>
  ),
};
