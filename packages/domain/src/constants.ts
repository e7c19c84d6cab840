/**
 * Timing, layout and format constants of requirements §9 (and §2 where it fixes a number). Booking
 * limits live in `booking-constants.ts`; vocabularies in the `*-enums.ts` files.
 */

/** How long a call to the main (booking) API may take before it is abandoned, ms. */
export const MAIN_API_TIMEOUT_MS = 200_000;

/** How long a generic CMS/content call may take before it is abandoned, ms. */
export const CMS_API_TIMEOUT_MS = 30_000;

/**
 * Booking-status polling after a gateway timeout on booking creation (requirements §4): ask every
 * 5 seconds, for at most 120 seconds, i.e. 24 tries.
 */
export const BOOKING_STATUS_POLL_INTERVAL_MS = 5_000;
/** See {@link BOOKING_STATUS_POLL_INTERVAL_MS}. */
export const BOOKING_STATUS_POLL_MAX_MS = 120_000;
/** See {@link BOOKING_STATUS_POLL_INTERVAL_MS}: `BOOKING_STATUS_POLL_MAX_MS / BOOKING_STATUS_POLL_INTERVAL_MS`. */
export const BOOKING_STATUS_POLL_MAX_TRIES = 24;

/** Persisted client state is written at most once per this many ms (requirements §4). */
export const STATE_SAVE_DEBOUNCE_MS = 500;

/** Idle time on booking-flow pages after which the session is treated as stale: 25 minutes. */
export const IDLE_TIMEOUT_MS = 1_500_000;

/** How long a notification stays on screen, ms. */
export const NOTIFICATION_DURATION_MS = 3_000;

/** Where notifications appear. */
export const NOTIFICATION_PLACEMENT = 'top-right';

/** The country assumed for a visitor whose country is unknown (ISO 3166-1 alpha-2). */
export const DEFAULT_COUNTRY_CODE = 'VN';

/** Layout breakpoints: minimum viewport width in px at which each size starts. */
export const BREAKPOINTS = { xs: 0, sm: 769, md: 1024, lg: 1200, xl: 1440 } as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

const BREAKPOINTS_WIDEST_FIRST: readonly Breakpoint[] = ['xl', 'lg', 'md', 'sm', 'xs'];

/** The breakpoint a viewport `widthPx` wide falls in (`768` → `xs`, `769` → `sm`). */
export function breakpointForWidth(widthPx: number): Breakpoint {
  return BREAKPOINTS_WIDEST_FIRST.find((name) => widthPx >= BREAKPOINTS[name]) ?? 'xs';
}

/** Maximum width of the content container, px. */
export const CONTENT_MAX_WIDTH_PX = 1200;

/** Slides a carousel (prize banner) shows at once from {@link CAROUSEL_NARROW_BELOW_PX} up. */
export const CAROUSEL_SLIDES_PER_VIEW = 6;
/** Slides a carousel shows at once on viewports narrower than {@link CAROUSEL_NARROW_BELOW_PX}. */
export const CAROUSEL_SLIDES_PER_VIEW_NARROW = 3;
/** Viewport width, px, below which carousels show {@link CAROUSEL_SLIDES_PER_VIEW_NARROW} slides. */
export const CAROUSEL_NARROW_BELOW_PX = 1024;

/** How many slides a carousel shows on a viewport `widthPx` wide. */
export function carouselSlidesPerView(widthPx: number): number {
  return widthPx < CAROUSEL_NARROW_BELOW_PX ? CAROUSEL_SLIDES_PER_VIEW_NARROW : CAROUSEL_SLIDES_PER_VIEW;
}

/** A carousel loops only when it has more slides than it shows at once (requirements §2). */
export function isCarouselInfinite(slideCount: number, slidesPerView: number): boolean {
  return slideCount > slidesPerView;
}

/** Size of the custom modal holding the bank's currency-service iframe, px. */
export const CUSTOM_MODAL_SIZE_PX = { width: 900, height: 978 } as const;

/** Posts per page when listing news posts, and the first page number. */
export const POST_PAGE_SIZE = 10;
/** See {@link POST_PAGE_SIZE}. */
export const POST_FIRST_PAGE = 1;

/** Intersection ratio at which lazily loaded blocks (footer, prizes, campaigns) start loading. */
export const LAZY_LOAD_VISIBILITY_THRESHOLD = 0;

/** The itinerary PDF: A4 portrait, rendered at twice the CSS pixel density. */
export const ITINERARY_PDF = { format: 'a4', orientation: 'portrait', scale: 2 } as const;

/**
 * Date and time display patterns (Day.js / Moment tokens): `date` for dates shown to people,
 * `dateTime` for times with dates (time first), `iso` for dates in URLs and API payloads.
 */
export const DATE_FORMATS = {
  date: 'DD/MM/YYYY',
  dateTime: 'HH:mm DD/MM/YYYY',
  iso: 'YYYY-MM-DD',
} as const;
