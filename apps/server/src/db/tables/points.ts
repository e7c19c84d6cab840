/** Loyalty points (migration 0027-points; decision 030). */
export interface PointsTables {
  /**
   * The points ledger: every change of a member's points, signed. A member's balance is the sum
   * of their entries (`points_account` keeps it, in the same transaction).
   */
  points_entry: {
    /** 32 lowercase hex digits from a CSPRNG. */
    id: string;
    /** The member's text id (no foreign key: see the migration). */
    member_id: string;
    /** `earn` (credited after the flight), `claim` (retro-claimed), `redeem`, `expire`, `adjust`. */
    kind: string;
    /** Signed: positive for earn, claim and a give-back; negative for redeem and expire. */
    points: number;
    /** earn and claim: the segment's points before the tier's bonus (what counts toward a tier); else 0. */
    qualifying_points: number;
    /**
     * earn and claim: the booking, passenger and flight the points came from; unique together,
     * so a segment is credited once across earn and claim. Null for other kinds.
     */
    reservation_id: string | null;
    passenger_key: string | null;
    flight_id: number | null;
    /** earn and claim: the booking code and `VJ120 SGN-PQC`, for the history. */
    locator: string | null;
    flight_label: string | null;
    /** earn and claim: when the flight arrived (ISO-8601 UTC): the tier's 12 months count from it. */
    flown_at: string | null;
    /** redeem and its give-back (`adjust`): the caller's reference, unique per kind. */
    reference: string | null;
    created_at: string;
  };
  /** A member's points balance, never negative (CHECK): the sum of their ledger entries. */
  points_account: {
    member_id: string;
    balance: number;
    updated_at: string;
  };
}
