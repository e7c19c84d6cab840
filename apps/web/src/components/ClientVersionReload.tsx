import type { DataRouter } from 'react-router';
import { useClientVersionReload } from '../lib/use-client-version-reload';

export interface ClientVersionReloadProps {
  readonly router: DataRouter;
}

/** Loads a newly published build at the next change of page (requirements §4); renders nothing. */
export function ClientVersionReload({ router }: ClientVersionReloadProps) {
  useClientVersionReload(router);
  return null;
}
