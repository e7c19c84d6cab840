import type { ticketPageSchema } from '@skybook/contracts/content-store';
import type { Language } from '@skybook/domain/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client';

/** A route landing page as the contract declares it. */
export type TicketPageDto = z.infer<typeof ticketPageSchema>;

/**
 * GET /content/api/v1/ticket: every route landing page in order, in the page's language. A
 * handful of routes, so the list also answers the detail pages (by any language's slug).
 */
export function getTickets(language: Language, signal?: AbortSignal): Promise<readonly TicketPageDto[]> {
  return apiGet(
    '/content/api/v1/ticket',
    () => import('@skybook/contracts/content-store/blocks').then((module) => module.ticketListSchema),
    { query: { languageId: language }, signal },
  ).then((list) => list.tickets);
}

export function ticketsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['content', 'tickets', language],
    queryFn: ({ signal }) => getTickets(language, signal),
    staleTime: 5 * 60_000,
  });
}

export function useTickets(language: Language) {
  return useQuery(ticketsQueryOptions(language));
}
