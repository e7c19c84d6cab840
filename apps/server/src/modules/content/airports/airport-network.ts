import { CONNECTION_HUBS } from '@skybook/domain/booking-constants';

/** How a destination is reached from a departure. */
export interface Reach {
  /** A city pair departure → destination exists. */
  isDirect: boolean;
  /** Hubs h with city pairs departure → h and h → destination, in CONNECTION_HUBS order. */
  connectionVia: string[];
}

/**
 * Every airport reachable from `departure` on the directional city pairs `edges`: non-stop, or
 * with one stop at a hub (both legs existing city pairs). The departure itself is never a
 * destination, and a hub is never a stop on the way to itself.
 */
export function reachableFrom(
  edges: readonly { origin_code: string; destination_code: string }[],
  departure: string,
): Map<string, Reach> {
  const destinationsOf = new Map<string, Set<string>>();
  for (const edge of edges) {
    const set = destinationsOf.get(edge.origin_code) ?? new Set<string>();
    set.add(edge.destination_code);
    destinationsOf.set(edge.origin_code, set);
  }
  const direct = destinationsOf.get(departure) ?? new Set<string>();
  const reach = new Map<string, Reach>();
  for (const destination of direct) reach.set(destination, { isDirect: true, connectionVia: [] });
  for (const hub of CONNECTION_HUBS) {
    if (hub === departure || !direct.has(hub)) continue;
    for (const destination of destinationsOf.get(hub) ?? []) {
      if (destination === departure || destination === hub) continue;
      const entry = reach.get(destination) ?? { isDirect: false, connectionVia: [] };
      entry.connectionVia.push(hub);
      reach.set(destination, entry);
    }
  }
  return reach;
}
