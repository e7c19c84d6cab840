import type { ResourceKey } from 'i18next';

/** Every namespace of this language in one module, so the app loads a language in one request. */
export const namespaces = import.meta.glob<ResourceKey>('./*.json', { eager: true, import: 'default' });
