// What must hold in the database after each fault (design §5: money and seats never created,
// lost or sold twice). The fault script calls an InvariantCheck after every fault: the soak's
// checks (scripts/soak/invariants.ts), which read design §5's invariants by SQL.

/** A booking a client saw answered 201. */
export interface CreatedBooking {
  locator: string;
}

export interface InvariantContext {
  databaseUrl: string;
  /** Every booking answered 201 so far. */
  bookings: readonly CreatedBooking[];
}

export interface InvariantResult {
  name: string;
  ok: boolean;
  /** What was counted, or what broke. */
  detail: string;
}

export type InvariantCheck = (context: InvariantContext) => Promise<InvariantResult[]>;
