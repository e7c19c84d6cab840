import { useEffect } from 'react';

/*
 * The document title every page gets from the site layout, kept apart from the page SEO of
 * seo.ts so the site's start-up code carries only this (design §5: initial JavaScript). While a
 * page's SEO is mounted, seo.ts takes over writing the head and asks here for the layout's title.
 */

export const BRAND_NAME = 'Skybook';

/** A page title as the site writes it: `Baggage | Skybook`. */
export function brandedTitle(title: string): string {
  return `${title} | ${BRAND_NAME}`;
}

let layoutTitle: string | undefined;
/** seo.ts's writer of the whole head, once a page with SEO has loaded it. */
let headWriter: (() => void) | undefined;

/** The layout's title of the page on screen, if the layout has set one. */
export function currentLayoutTitle(): string | undefined {
  return layoutTitle;
}

/** Lets seo.ts write the head (title included) from now on; called once when it loads. */
export function setHeadWriter(writer: () => void): void {
  headWriter = writer;
}

/**
 * The title every page gets from the site layout (`Passengers | Skybook`); a page's usePageSeo
 * wins over it while that page is mounted, whichever effect runs first.
 */
export function useLayoutDocumentTitle(title: string): void {
  useEffect(() => {
    layoutTitle = title;
    if (headWriter) headWriter();
    else document.title = title;
  }, [title]);
}
