import type { ReactElement } from 'react';
import type { SelectionService } from '../../../stores/service-selection-model';

// Hand-drawn 24×24 strokes for the services the content API has no icon for (seat, insurance,
// donation); any other service gets the generic bag.
const PATHS: Partial<Record<SelectionService, ReactElement>> = {
  seat: <path d="M7 4v9a2 2 0 0 0 2 2h7l2 5M7 11h7a2 2 0 0 1 2 2v2M6 20h6" />,
  travelInsurance: <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6zM9 12l2 2 4-4" />,
  flyGreen: <path d="M5 19c0-8 5-13 14-14-1 9-6 14-14 14zM5 19l7-7" />,
};
const FALLBACK = <path d="M6 8h12l-1 12H7zM9 8V6a3 3 0 0 1 6 0v2" />;

/** A decorative service icon (the panel's heading names the service). */
export function ServiceGlyph({ service }: { readonly service: SelectionService }) {
  return (
    <svg
      className="service-section__icon service-section__icon--glyph"
      viewBox="0 0 24 24"
      width="32"
      height="32"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[service] ?? FALLBACK}
    </svg>
  );
}
