import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATUS_POLL_INTERVAL_MS,
  BOOKING_STATUS_POLL_MAX_MS,
  BOOKING_STATUS_POLL_MAX_TRIES,
  BREAKPOINTS,
  CMS_API_TIMEOUT_MS,
  CUSTOM_MODAL_SIZE_PX,
  DATE_FORMATS,
  IDLE_TIMEOUT_MS,
  ITINERARY_PDF,
  MAIN_API_TIMEOUT_MS,
  NOTIFICATION_DURATION_MS,
  POST_PAGE_SIZE,
  STATE_SAVE_DEBOUNCE_MS,
  breakpointForWidth,
  carouselSlidesPerView,
  isCarouselInfinite,
} from './constants';

describe('timing constants', () => {
  it('match requirements §9', () => {
    expect(MAIN_API_TIMEOUT_MS).toBe(200_000);
    expect(CMS_API_TIMEOUT_MS).toBe(30_000);
    expect(STATE_SAVE_DEBOUNCE_MS).toBe(500);
    expect(NOTIFICATION_DURATION_MS).toBe(3_000);
  });

  it('make the idle timeout 25 minutes', () => {
    expect(IDLE_TIMEOUT_MS).toBe(25 * 60 * 1000);
  });

  it('poll the booking status 24 times, every 5 s for 120 s', () => {
    expect(BOOKING_STATUS_POLL_INTERVAL_MS).toBe(5_000);
    expect(BOOKING_STATUS_POLL_MAX_MS).toBe(120_000);
    expect(BOOKING_STATUS_POLL_MAX_TRIES).toBe(BOOKING_STATUS_POLL_MAX_MS / BOOKING_STATUS_POLL_INTERVAL_MS);
  });
});

describe('layout constants', () => {
  it('list the breakpoints of requirements §9 in ascending order', () => {
    expect(BREAKPOINTS).toEqual({ xs: 0, sm: 769, md: 1024, lg: 1200, xl: 1440 });
  });

  it('place a width in the breakpoint that starts at or below it', () => {
    expect(breakpointForWidth(0)).toBe('xs');
    expect(breakpointForWidth(768)).toBe('xs');
    expect(breakpointForWidth(769)).toBe('sm');
    expect(breakpointForWidth(1023)).toBe('sm');
    expect(breakpointForWidth(1024)).toBe('md');
    expect(breakpointForWidth(1199)).toBe('md');
    expect(breakpointForWidth(1200)).toBe('lg');
    expect(breakpointForWidth(1439)).toBe('lg');
    expect(breakpointForWidth(1440)).toBe('xl');
    expect(breakpointForWidth(5000)).toBe('xl');
  });

  it('show 6 carousel slides from 1024 px and 3 below', () => {
    expect(carouselSlidesPerView(1023)).toBe(3);
    expect(carouselSlidesPerView(1024)).toBe(6);
  });

  it('loop a carousel only when it has more slides than it shows', () => {
    expect(isCarouselInfinite(6, 6)).toBe(false);
    expect(isCarouselInfinite(7, 6)).toBe(true);
  });

  it('fix the modal, page size, PDF and date formats of requirements §9', () => {
    expect(CUSTOM_MODAL_SIZE_PX).toEqual({ width: 900, height: 978 });
    expect(POST_PAGE_SIZE).toBe(10);
    expect(ITINERARY_PDF).toEqual({ format: 'a4', orientation: 'portrait', scale: 2 });
    expect(Object.values(DATE_FORMATS)).toEqual(['DD/MM/YYYY', 'HH:mm DD/MM/YYYY', 'YYYY-MM-DD']);
  });
});
