import type { SiteRouteId } from '@skybook/contracts/site-routes';
import type { ComponentType } from 'react';

/** A page's code, fetched only when the page is first visited. */
export type PageModuleLoader = () => Promise<{ readonly Component: ComponentType }>;

/** One page for /my/booking-detail and /my/booking-detail/{id}. */
const loadBookingDetail: PageModuleLoader = () => import('./routes/manage/booking-detail');

/**
 * The pages a visitor often lands on first (`selectFlight: () => import(...)`); the others are in
 * route-modules-more.ts.
 */
const PAGE_MODULES: Partial<Record<SiteRouteId, PageModuleLoader>> = {
  home: () => import('./routes/content/home'),
  selectFlight: () => import('./routes/booking/select-flight'),
  selectFlightCheap: () => import('./routes/booking/select-flight-cheap'),
  passengers: () => import('./routes/booking/passengers'),
  selectService: () => import('./routes/booking/select-service'),
  paymentMethods: () => import('./routes/booking/payment-methods'),
  paymentConfirmation: () => import('./routes/booking/payment-confirmation'),
  managePaymentMethods: () => import('./routes/manage/payment-methods'),
  managePaymentConfirmation: () => import('./routes/manage/payment-confirmation'),
  searchBooking: () => import('./routes/manage/search-booking'),
  bookingDetail: loadBookingDetail,
  bookingDetailById: loadBookingDetail,
  notFound: () => import('./routes/error/not-found'),
  faq: () => import('./routes/content/faq'),
  faqCategory: () => import('./routes/content/faq-category'),
  newsList: () => import('./routes/content/news-list'),
  newsDetail: () => import('./routes/content/news-detail'),
  page: () => import('./routes/content/page'),
  flightTicketsVi: () => import('./routes/content/flight-tickets'),
  flightTicketsViDetail: () => import('./routes/content/flight-tickets'),
  flightTickets: () => import('./routes/content/flight-tickets'),
  flightTicketsDetail: () => import('./routes/content/flight-tickets'),
};

/**
 * Every other page (online check-in's, the member's, manage booking's edit pages, seldom-first
 * content), listed behind this one entry
 * (route-modules-more.ts). Each entry of the table above is start-up code every page loads
 * (design §5: initial JavaScript); these pages pay one small request more instead.
 */
function loadMorePages(id: SiteRouteId): PageModuleLoader {
  return () => import('./route-modules-more').then((more) => more.loadPage(id));
}

export function pageModuleLoader(id: SiteRouteId): PageModuleLoader {
  return PAGE_MODULES[id] ?? loadMorePages(id);
}
