import { z } from 'zod';

// ─── URL mappings (GET /cms/api/v1/url-mappings) ────────────────────────────────────────────

/** An old address of the site and where it lives now (requirements §2 "Old URLs are redirected"). */
export const urlMappingSchema = z.object({
  /** The old path as visitors and search engines still ask for it (no host). */
  url: z.string(),
  /** The new address: a site path with its language prefix, or an allow-listed URL. */
  newUrl: z.string(),
  /** 301 for a move for good, 302 for a temporary one. */
  statusCode: z.union([z.literal(301), z.literal(302)]),
});
export const urlMappingListSchema = z.object({ urlMappings: z.array(urlMappingSchema) });

// ─── Admin sign-in (POST /cms/admin/admins/refresh-token) ───────────────────────────────────

/**
 * Either the admin's credentials (sign-in) or a refresh token from an earlier answer (renewal).
 * A refresh token is single use: renewing answers a new pair and retires the old one.
 */
export const adminTokenRequestSchema = z.union([
  z.strictObject({
    username: z.string().min(1).max(100),
    password: z.string().min(1).max(200),
  }),
  z.strictObject({ refreshToken: z.string().min(1).max(200) }),
]);

export const adminTokenSchema = z.object({
  tokenType: z.literal('Bearer'),
  /** For `Authorization: Bearer …` on CMS admin calls. */
  accessToken: z.string(),
  /** Seconds the access token lives. */
  expiresIn: z.number().int(),
  refreshToken: z.string(),
  /** Seconds the refresh token lives. */
  refreshExpiresIn: z.number().int(),
  admin: z.object({ username: z.string(), displayName: z.string() }),
});

export type UrlMappingDto = z.infer<typeof urlMappingSchema>;
export type AdminTokenRequest = z.infer<typeof adminTokenRequestSchema>;
export type AdminTokenDto = z.infer<typeof adminTokenSchema>;
