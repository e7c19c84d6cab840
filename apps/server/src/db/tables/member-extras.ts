/** A member's family members and saved cards (migration 0030-member-extras; decision 031). */
export interface MemberExtraTables {
  /**
   * A person the member books for (requirements §3 "family member"): the passenger fields a
   * booking form prefills. Text times are ISO-8601 UTC.
   */
  member_family: {
    /** 32 lowercase hex digits from a CSPRNG: what the routes name it by. */
    id: string;
    member_id: string;
    /** 1 to 10 (CHECK), unique per member: the limit of ten family members, kept by the database. */
    slot: number;
    /** `Mr` | `Mrs` | `Ms`. */
    title: string;
    /** `male` | `female` | `other`. */
    gender: string;
    /** Latin capitals (passenger-rules' isValidPersonName); middle may be empty. */
    last_name: string;
    middle_name: string;
    first_name: string;
    /** YYYY-MM-DD. */
    birth_date: string;
    /** ISO 3166-1 alpha-2. */
    nationality: string;
    /** Passport or national ID number (6–15 capitals or digits), optional, and its expiry (YYYY-MM-DD). */
    document_number: string | null;
    document_expiry: string | null;
    /** requirements §3's emergency-contact relations: couple, parents, children, … */
    relation: string;
    created_at: string;
  };
  /**
   * A card the member saved (requirements §3 "payment card"; design §5: gateway tokens plus brand
   * and last 4, never a card number or CVV).
   */
  member_card: {
    /** 32 lowercase hex digits from a CSPRNG. */
    id: string;
    member_id: string;
    /** domain card-rules' CardNetwork: Visa, MasterCard, JCB, Amex, UnionPay, Napas. */
    brand: string;
    /** The card number's last four digits. */
    last4: string;
    expiry_month: number;
    /** Four digits. */
    expiry_year: number;
    holder_name: string;
    /** Which acquirer issued the token (`card`: the card acquirer). */
    gateway: string;
    /** The acquirer's reusable token for the card; unique per gateway. */
    gateway_token: string;
    created_at: string;
  };
}
