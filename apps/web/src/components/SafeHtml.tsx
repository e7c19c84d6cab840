import type { Language } from '@skybook/domain/languages';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { resolveContentLink, toInternalPath } from '../lib/content-link';
import { useCurrentLanguage } from '../lib/site-path';
import './safe-html.css';

/*
 * The one place the web app renders CMS HTML (design §5 Security). The server sanitizes every
 * HTML field on import (apps/server/src/modules/cms/html-sanitizer.ts), so what arrives is already
 * safe; this component adds a second, small pass in the browser (defence in depth) and adapts the
 * markup to the site: content links are stored without the language prefix, so `/pages/x` becomes
 * `/{lang}/pages/x` and navigates inside the app; tables scroll on their own; images load lazily.
 */

/** Elements removed with everything inside them: they run code, load other documents or take input. */
const REMOVED_ELEMENTS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'link',
  'meta',
  'template',
  'noscript',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'svg',
  'math',
].join(',');

/** Attributes holding a URL; only `a[href]` and `img[src]` may keep theirs, after a check. */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'background',
]);

const CLASS_NAME = 'safe-html';
const TABLE_SCROLL_CLASS = 'safe-html__table-scroll';

/** Pictures come from this site only (the content's media); nothing is loaded from another origin. */
function isSafeImageSource(src: string): boolean {
  return src.startsWith('/') && !src.startsWith('//');
}

function cleanAttributes(element: Element): void {
  for (const { name } of Array.from(element.attributes)) {
    const lower = name.toLowerCase();
    if (lower.startsWith('on') || lower === 'style') {
      element.removeAttribute(name);
      continue;
    }
    if (!URL_ATTRIBUTES.has(lower)) continue;
    const value = (element.getAttribute(name) ?? '').trim();
    const isKept =
      (lower === 'href' && element.localName === 'a') || (lower === 'src' && element.localName === 'img');
    if (!isKept) element.removeAttribute(name);
    else if (lower === 'src' && !isSafeImageSource(value)) element.removeAttribute(name);
  }
}

function adaptLink(anchor: HTMLAnchorElement, language: Language): void {
  const href = (anchor.getAttribute('href') ?? '').trim();
  if (href === '') return;
  if (href.startsWith('#')) {
    anchor.removeAttribute('target');
    return;
  }
  const resolved = resolveContentLink(href, language);
  if (resolved.kind === 'none') {
    // Whatever the allow-list refuses (javascript:, data:, http, unknown hosts) loses its href.
    anchor.removeAttribute('href');
    anchor.removeAttribute('target');
    anchor.removeAttribute('rel');
    return;
  }
  if (resolved.kind === 'internal') {
    anchor.setAttribute('href', resolved.to);
    anchor.removeAttribute('target');
    anchor.removeAttribute('rel');
    return;
  }
  anchor.setAttribute('href', resolved.href);
  if (/^https:/i.test(resolved.href)) {
    anchor.setAttribute('rel', 'noopener noreferrer');
    // A new tab only when the content asks for one.
    if (anchor.getAttribute('target') !== '_blank') anchor.removeAttribute('target');
  } else {
    // tel:, mailto: and the server's own files open in place.
    anchor.removeAttribute('target');
    anchor.removeAttribute('rel');
  }
}

function wrapTable(table: HTMLTableElement, fallbackLabel: string): void {
  if (table.parentElement?.classList.contains(TABLE_SCROLL_CLASS)) return;
  const wrapper = table.ownerDocument.createElement('div');
  wrapper.className = TABLE_SCROLL_CLASS;
  // A region that may scroll sideways must be reachable by keyboard (WCAG 2.1.1) and named.
  wrapper.setAttribute('role', 'region');
  wrapper.setAttribute('tabindex', '0');
  const caption = table.caption?.textContent.trim();
  wrapper.setAttribute('aria-label', caption !== undefined && caption !== '' ? caption : fallbackLabel);
  table.replaceWith(wrapper);
  wrapper.append(table);
}

/**
 * CMS HTML made ready for the page: dangerous elements and attributes dropped, links checked
 * against the content allow-list and given the language prefix, tables wrapped to scroll,
 * images lazy. Without a DOM (server-side prerendering) the server-sanitized HTML is returned as is.
 */
export function prepareCmsHtml(html: string, language: Language, tableLabel: string): string {
  if (typeof DOMParser === 'undefined') return html;
  // DOMParser builds an inert document: nothing in it runs or loads while it is cleaned.
  const document = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  const { body } = document;
  for (const element of Array.from(body.querySelectorAll(REMOVED_ELEMENTS))) element.remove();
  for (const element of Array.from(body.querySelectorAll('*'))) cleanAttributes(element);
  for (const anchor of Array.from(body.querySelectorAll('a'))) adaptLink(anchor, language);
  for (const image of Array.from(body.querySelectorAll('img'))) {
    image.setAttribute('loading', 'lazy');
    image.setAttribute('decoding', 'async');
    if (!image.hasAttribute('alt')) image.setAttribute('alt', '');
  }
  for (const table of Array.from(body.querySelectorAll('table'))) wrapTable(table, tableLabel);
  return body.innerHTML;
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export interface SafeHtmlProps {
  /** HTML from the content API (already sanitized by the server). */
  readonly html: string;
  readonly className?: string;
  readonly id?: string;
}

/** Renders CMS HTML safely with the site's typography; in-site links navigate without a reload. */
export function SafeHtml({ html, className, id }: SafeHtmlProps) {
  const { t } = useTranslation('contentPages');
  const language = useCurrentLanguage();
  const navigate = useNavigate();
  const containerRef = useRef<HTMLDivElement>(null);
  const tableLabel = t('safeHtml.tableRegion');
  const prepared = useMemo(() => prepareCmsHtml(html, language, tableLabel), [html, language, tableLabel]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    // One listener for every link: the links are plain markup, not React elements. Enter on a
    // focused link fires click too, so keyboard users get the same in-app navigation.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainLeftClick(event)) return;
      if (!(event.target instanceof Element)) return;
      const anchor = event.target.closest('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || !container.contains(anchor)) return;
      if (anchor.hasAttribute('download')) return;
      const target = anchor.getAttribute('target');
      if (target !== null && target !== '' && target !== '_self') return;
      const href = anchor.getAttribute('href') ?? '';
      if (href.startsWith('#') || toInternalPath(href, language) !== href) return;
      event.preventDefault();
      void navigate(href);
    };
    container.addEventListener('click', onClick);
    return () => {
      container.removeEventListener('click', onClick);
    };
  }, [language, navigate]);

  return (
    <div
      ref={containerRef}
      id={id}
      className={className ? `${CLASS_NAME} ${className}` : CLASS_NAME}
      // The server sanitized this HTML on import and prepareCmsHtml cleaned it again above.
      dangerouslySetInnerHTML={{ __html: prepared }}
    />
  );
}
