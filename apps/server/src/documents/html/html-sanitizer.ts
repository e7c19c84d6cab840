import sanitizeHtml from 'sanitize-html';

/*
 * The one sanitizer of CMS HTML (design §5 Security): every text the CMS stores — the legal
 * contents the seed reads from apps/server/content/legal, and later whatever the content import
 * brings — passes through it before it is written, so what the API serves is safe to render.
 * It keeps document structure only: headings, paragraphs, lists, tables, emphasis and links.
 * Scripts, styles, frames, forms, event handlers, inline styles and classes are dropped; a link
 * keeps its href only when it is a site path, https, mailto or tel.
 */

const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'small',
  'sup',
  'sub',
  'blockquote',
  'a',
  'table',
  'caption',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  // transformTags runs before this filter, so what it adds to links is listed here too.
  allowedAttributes: {
    a: [
      'href',
      'title',
      { name: 'target', values: ['_blank'] },
      { name: 'rel', multiple: true, values: ['noopener', 'noreferrer'] },
    ],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  // Disallowed tags go, text inside them stays (except script, style, textarea, … which go whole).
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links leaving the site open without handing it the opener or the page address.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.href?.startsWith('https:')
        ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' }
        : attribs,
    }),
  },
};

/** CMS HTML made safe to store and render (see the module comment for what survives). */
export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Plain text of an HTML fragment: tags dropped, the five XML entities and numeric ones decoded. */
export function htmlToText(html: string): string {
  const escaped = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return escaped
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(Number.parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
