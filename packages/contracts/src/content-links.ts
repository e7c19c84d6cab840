/*
 * Where links written in managed content may point (design §5 Security: "redirect URLs from
 * content are allow-listed"). The content import refuses any other link, so menus, banners,
 * popups, deep links and HTML bodies can only send a traveller inside the site or to a partner
 * the airline chose. The web app reads the same list to decide whether a link navigates inside
 * the app (a site path or an own host) or leaves the site (a partner).
 */

/** The airline's own public hosts: a link here is the site itself and navigates inside the app. */
export const OWN_HOSTS = ['skybook.vn', 'www.skybook.vn'] as const;

/**
 * Partner hosts content may link to, each for a reason the airline can state. Add a host here (and
 * say why) before content may use it; https only.
 */
export const PARTNER_HOSTS = [
  // Social networks and media channels of the footer and the side menu.
  'www.facebook.com',
  'zalo.me',
  'www.youtube.com',
  'www.instagram.com',
  'www.tiktok.com',
  'www.linkedin.com',
  // Mobile app stores (footer app links, /mobile).
  'apps.apple.com',
  'play.google.com',
  'appgallery.huawei.com',
  // Vietnam's official e-visa portal (e-visa page, entry-rules posts).
  'evisa.xuatnhapcanh.gov.vn',
  // The Ministry of Industry and Trade's register of online sellers and promotions (footer badge, VNKM).
  'online.gov.vn',
  // The airline's Thai site, where visitors from Thailand are sent (requirements §2).
  'www.skybook.co.th',
] as const;

/** What a content link is: a path of this site, a URL on an own host, a partner URL, a phone number or an e-mail to the airline. */
export type ContentLinkKind = 'path' | 'own' | 'partner' | 'tel' | 'mailto';

const SITE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~%!$&'()*+,;=:@/]*(?:\?[^\s#]*)?(?:#[^\s]*)?$/;
const TEL = /^tel:\+?[0-9]{3,15}$/;
const MAILTO = /^mailto:[A-Za-z0-9._%+-]+@skybook\.vn$/;

/**
 * The kind of a link written in content, or undefined when it is not allowed: a site path
 * (`/pages/hanh-ly`, never `//host`), https on an own or partner host (no credentials, no port),
 * `tel:` digits, or `mailto:` an address at skybook.vn. Anything else (`javascript:`, `data:`,
 * http, unknown hosts) is refused.
 */
export function classifyContentLink(link: string): ContentLinkKind | undefined {
  if (link.startsWith('/')) return SITE_PATH.test(link) ? 'path' : undefined;
  if (TEL.test(link)) return 'tel';
  if (MAILTO.test(link)) return 'mailto';
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '') {
    return undefined;
  }
  const host = url.hostname.toLowerCase();
  if ((OWN_HOSTS as readonly string[]).includes(host)) return 'own';
  if ((PARTNER_HOSTS as readonly string[]).includes(host)) return 'partner';
  return undefined;
}

/** True when content may link to `link` (see classifyContentLink). */
export function isAllowedContentLink(link: string): boolean {
  return classifyContentLink(link) !== undefined;
}
