/*
 * The managed content of the content API (requirements §3 Menu item, Footer info, Popup, Prize, Campaign
 * content, Post …; §7 Content API), served from the content store the import fills from
 * apps/server/content. Every text is in the asked language, or in English, then Vietnamese, when
 * that language has none; `languageId` on a text-bearing object says which one it is in.
 *
 * Links (`url`, `redirectUrl`, `link`, `deepLink`) are site paths without the language prefix
 * (`/pages/hanh-ly`) or allow-listed URLs (content-links.ts); images are site paths
 * (`/content/media/<folder>/<file>.svg`). HTML (`body`, `description` …) is sanitized on import;
 * render it through the one safe component.
 *
 * One module per kind of content, so a page builds only the schemas of what it reads (building a
 * zod schema costs start-up time on a phone); this module gathers them for the server.
 */

export * from './content-store/common';
export * from './content-store/menus';
export * from './content-store/footer';
export * from './content-store/pages';
export * from './content-store/posts';
export * from './content-store/faq';
export * from './content-store/home';
export * from './content-store/blocks';
export * from './content-store/settings';
export * from './content-store/emenu';
