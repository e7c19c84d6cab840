/** Flight operations and certificates (migration 0014-flight-operations). */
export interface FlightOperationTables {
  /**
   * What actually happened to a dated flight, as operations staff record it
   * (`PUT /booking/admin/flight-operations/{flightId}`); at most one per flight, replaced by a
   * later record. The rules between columns are domain flight-operation.ts, backed by CHECKs.
   */
  flight_operation: {
    flight_id: number;
    /** `operated`, `delayed`, `cancelled`, `diverted`. */
    status: string;
    /** ISO-8601 UTC; null when cancelled. */
    actual_departure_at: string | null;
    /** ISO-8601 UTC, after the departure (at the diversion airport when diverted); null when cancelled. */
    actual_arrival_at: string | null;
    /** Minutes late against the schedule, ≥ 0. */
    delay_minutes: number;
    /** `weather`, `technical`, `atc`, `crew`, `late_aircraft`, `airport`, `other`; null when operated normally. */
    reason: string | null;
    /** ISO-8601 UTC of the first record and of the latest change. */
    recorded_at: string;
    updated_at: string;
  };
  /**
   * The flight-operation certificate issued to a booking: its number is drawn once (the unique
   * reservation_id makes asking twice answer the same number); what it states is read from
   * flight_operation each time it is shown.
   */
  flight_certificate: {
    /** `FOC-` and 8 characters of the locator alphabet from a CSPRNG. */
    number: string;
    reservation_id: string;
    /** ISO-8601 UTC of the first issue. */
    issued_at: string;
  };
}
