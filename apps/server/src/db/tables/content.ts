import type { Flag } from './network';

/**
 * The content store (issue 6): migration 0009-content, filled from apps/server/content by
 * modules/content/import/content-import.ts. One generic pair of tables holds every kind of managed content (menus,
 * pages, posts, FAQ, banners, popups …): an item's language-neutral attributes and one text row
 * per language it is written in; the kind's zod schemas (modules/content/content-kinds.ts) give
 * both JSON columns their shape on write and on read. A language without a text reads English,
 * then Vietnamese, at read time.
 */
export interface ContentTables {
  content_item: {
    /** The kind of content: `menu`, `page`, `post`, `faq`, `banner` … (content-kinds.ts). */
    kind: string;
    /** The natural key from the content files, unique within the kind. */
    key: string;
    /** The key of the item it belongs to (a menu's parent, a post's category, a question's category, a banner's placement); null at the top. */
    parent_key: string | null;
    /** Order among its siblings, ascending. */
    sort_order: number;
    /** Posts: 1 for a featured post (requirements §3 Post isFeature); 0 for everything else. */
    is_featured: Flag;
    /** Posts and bulletins: ISO-8601 UTC publication instant; null for other kinds. */
    published_at: string | null;
    /** JSON text: the kind's language-neutral attributes. */
    attributes: string;
    /** SHA-256 of everything above: the import rewrites a row only when it changes. */
    source_hash: string;
    /** ISO-8601 UTC of the import that last changed the row. */
    updated_at: string;
  };
  content_text: {
    kind: string;
    key: string;
    /** A site language the item is written in (vi and en always). */
    language_id: string;
    /** The item's address segment in this language, for kinds reached by slug; null otherwise. */
    slug: string | null;
    /** JSON text: the kind's texts in this language (HTML already sanitized). */
    fields: string;
    source_hash: string;
    updated_at: string;
  };
  /** The pictures and files content refers to, served at `/content/media/{path}`. */
  content_asset: {
    /** `<folder>/<file>`, e.g. `banners/home-tet.svg`. */
    path: string;
    media_type: string;
    /** Base64 of the bytes (text on both engines, as decision 001 keeps JSON). */
    body: string;
    /** Strong ETag: a quoted prefix of the SHA-256 of the bytes. */
    etag: string;
    byte_length: number;
    updated_at: string;
  };
  /** People who may change content through the CMS admin calls. */
  cms_admin: {
    username: string;
    display_name: string;
    /** `scrypt$<N>$<r>$<p>$<salt base64url>$<hash base64url>`. */
    password_hash: string;
    created_at: string;
    updated_at: string;
  };
  /** Tokens the admin sign-in issued, by SHA-256 (the token itself is never stored). */
  cms_admin_token: {
    token_hash: string;
    username: string;
    /** `access` for Authorization headers, `refresh` to renew (single use). */
    kind: string;
    expires_at: string;
    created_at: string;
  };
}
