/*
 * The pictures' intrinsic sizes as the content store draws them (apps/server/content/images), so
 * every <img> has width and height and its box is reserved before it loads (CLS). Other sizes
 * still fit: the boxes crop with object-fit.
 */

/** Wide screens show six prizes at once, narrower ones three (requirements §2 Prize banner, §9 md 1024). */
export const WIDE_MEDIA = '(min-width: 1024px)';

export const BANNER_IMAGE_SIZE = { width: 1200, height: 400 } as const;
export const BANNER_MOBILE_IMAGE_SIZE = { width: 600, height: 600 } as const;
export const AWARD_IMAGE_SIZE = { width: 240, height: 180 } as const;
export const CAMPAIGN_IMAGE_SIZE = { width: 640, height: 400 } as const;
