import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '../app/AppProviders';
import { loadLanguage } from '../lib/i18n';
import { prepareCmsHtml, SafeHtml } from './SafeHtml';

function CurrentPath() {
  const location = useLocation();
  return (
    <output aria-label="current path">{`${location.pathname}${location.search}${location.hash}`}</output>
  );
}

function renderSafeHtml(html: string, path = '/en') {
  const router = createMemoryRouter(
    [
      {
        path: '/:lang',
        element: (
          <>
            <SafeHtml html={html} />
            <CurrentPath />
          </>
        ),
      },
      { path: '/:lang/*', element: <CurrentPath /> },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const result = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, user };
}

const TABLE_LABEL = 'Table';

describe('prepareCmsHtml', () => {
  it('never lets a script, an event handler or a javascript: URL through', () => {
    const attack = [
      '<p>Hi<script>window.hacked = true</script></p>',
      '<img src="/content/media/a/b.svg" onerror="window.hacked = true">',
      '<a href="javascript:alert(1)">click</a>',
      '<a href=" JaVaScRiPt:alert(1)">spaced</a>',
      '<a href="java&#x09;script:alert(1)">tab</a>',
      '<img src="javascript:alert(1)">',
      '<img src="https://tracker.example/pixel.svg">',
      '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">x</a></svg>',
      '<iframe src="https://evil.example"></iframe>',
      '<p style="background:url(javascript:alert(1))" onclick="alert(1)" onmouseover="alert(1)">text</p>',
      '<a href="data:text/html,<script>alert(1)</script>">data</a>',
      '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">go</button></form>',
    ].join('');
    const clean = prepareCmsHtml(attack, 'en', TABLE_LABEL);

    expect(clean).not.toMatch(/<script/i);
    expect(clean).not.toMatch(/\son\w+=/i);
    expect(clean).not.toMatch(/javascript:/i);
    expect(clean).not.toMatch(/data:text/i);
    expect(clean).not.toMatch(/<(?:iframe|svg|form|button)/i);
    expect(clean).not.toMatch(/style=/i);
    expect(clean).not.toContain('tracker.example');
    // Text and harmless structure survive.
    expect(clean).toContain('<p>Hi</p>');
    expect(clean).toContain('text</p>');
    expect(clean).toContain('<a>click</a>');
  });

  it('adds the language prefix to site paths and keeps files, prefixed paths, fragments and partners', () => {
    const clean = prepareCmsHtml(
      [
        '<a href="/pages/hanh-ly?tab=2#fees">baggage</a>',
        '<a href="/news/tin-tuc/bai-viet">post</a>',
        '<a href="/faq">faq</a>',
        '<a href="/vi/pages/x">already</a>',
        '<a href="/content/media/e-menu/menu.pdf">pdf</a>',
        '<a href="#top">top</a>',
        '<a href="https://www.skybook.vn/pages/about" target="_blank">own</a>',
        '<a href="https://www.facebook.com/skybook" target="_blank">fb</a>',
        '<a href="https://zalo.me/skybook" target="_top">zalo</a>',
        '<a href="https://unknown.example/">unknown</a>',
        '<a href="tel:19001886">call</a>',
      ].join(''),
      'ja',
      TABLE_LABEL,
    );
    const container = document.createElement('div');
    container.innerHTML = clean;
    const link = (name: string) => {
      const anchor = Array.from(container.querySelectorAll('a')).find((a) => a.textContent === name);
      if (!anchor) throw new Error(`no link ${name}`);
      return anchor;
    };

    expect(link('baggage').getAttribute('href')).toBe('/ja/pages/hanh-ly?tab=2#fees');
    expect(link('post').getAttribute('href')).toBe('/ja/news/tin-tuc/bai-viet');
    expect(link('faq').getAttribute('href')).toBe('/ja/faq');
    expect(link('already').getAttribute('href')).toBe('/vi/pages/x');
    expect(link('pdf').getAttribute('href')).toBe('/content/media/e-menu/menu.pdf');
    expect(link('top').getAttribute('href')).toBe('#top');
    expect(link('own').getAttribute('href')).toBe('/ja/pages/about');
    expect(link('own')).not.toHaveAttribute('target');
    expect(link('fb').getAttribute('rel')).toBe('noopener noreferrer');
    expect(link('fb').getAttribute('target')).toBe('_blank');
    expect(link('zalo').getAttribute('rel')).toBe('noopener noreferrer');
    expect(link('zalo')).not.toHaveAttribute('target');
    expect(link('unknown')).not.toHaveAttribute('href');
    expect(link('call').getAttribute('href')).toBe('tel:19001886');
  });

  it('wraps tables in a named, focusable scroll region and makes images lazy', () => {
    const clean = prepareCmsHtml(
      '<table><caption>Fees</caption><tr><td>1</td></tr></table><table><tr><td>2</td></tr></table><img src="/content/media/a/b.svg" alt="Plane">',
      'en',
      TABLE_LABEL,
    );
    const container = document.createElement('div');
    container.innerHTML = clean;
    const regions = container.querySelectorAll('.safe-html__table-scroll');
    expect(regions).toHaveLength(2);
    expect(regions[0]?.getAttribute('aria-label')).toBe('Fees');
    expect(regions[1]?.getAttribute('aria-label')).toBe(TABLE_LABEL);
    expect(regions[0]?.getAttribute('tabindex')).toBe('0');
    expect(regions[0]?.querySelector('table')).not.toBeNull();
    const image = container.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('alt')).toBe('Plane');
  });
});

describe('SafeHtml', () => {
  beforeAll(async () => {
    await loadLanguage('en');
  });

  it('renders the content and navigates in the app when a site link is clicked', async () => {
    const { user } = renderSafeHtml(
      '<h2>Baggage</h2><p>See <a href="/pages/hanh-ly">the rules</a> or <a href="https://www.facebook.com/skybook" target="_blank">Facebook</a>.</p>',
    );
    expect(screen.getByRole('heading', { name: 'Baggage', level: 2 })).toBeInTheDocument();
    const facebook = screen.getByRole('link', { name: 'Facebook' });
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    const rules = screen.getByRole('link', { name: 'the rules' });
    expect(rules).toHaveAttribute('href', '/en/pages/hanh-ly');

    await user.click(rules);
    expect(await screen.findByRole('status', { name: 'current path' })).toHaveTextContent(
      '/en/pages/hanh-ly',
    );
    expect(screen.queryByRole('heading', { name: 'Baggage' })).not.toBeInTheDocument();
  });

  it('leaves modifier-key clicks and server files to the browser', () => {
    const { router } = renderSafeHtml(
      '<p><a href="/pages/hanh-ly">rules</a> <a href="/content/media/e-menu/menu.pdf">menu</a></p>',
    );
    // Runs after SafeHtml's own listener (the document is reached last while bubbling): records
    // whether SafeHtml took the click over, then stops jsdom, which cannot load documents.
    const takenOver: boolean[] = [];
    const recordAndStop = (event: Event) => {
      takenOver.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', recordAndStop);
    try {
      screen
        .getByRole('link', { name: 'rules' })
        .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
      screen
        .getByRole('link', { name: 'menu' })
        .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    } finally {
      document.removeEventListener('click', recordAndStop);
    }
    expect(takenOver).toEqual([false, false]);
    expect(router.state.location.pathname).toBe('/en');
  });
});
