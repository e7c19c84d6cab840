/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The build id, also written to dist/meta.json (vite.config.ts `clientVersion`). */
  readonly VITE_CLIENT_VERSION?: string;
  /** The national digital ID's (VNeID) authorization endpoint; unset: the embedded simulator's. */
  readonly VITE_VNEID_AUTHORIZE_URL?: string;
  /** The site's client id at VNeID; unset: the simulator's `skybook`. */
  readonly VITE_VNEID_CLIENT_ID?: string;
}
