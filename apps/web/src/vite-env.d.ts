/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The build id, also written to dist/meta.json (vite.config.ts `clientVersion`). */
  readonly VITE_CLIENT_VERSION?: string;
}
