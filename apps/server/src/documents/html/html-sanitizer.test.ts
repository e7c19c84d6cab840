import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeCmsHtml } from './html-sanitizer';

/** Anything that could run script or leave the page unasked, in any letter case. */
const DANGEROUS =
  /<script|<style|<iframe|<object|<embed|<form|<svg|<img|\son[a-z]+\s*=|javascript:|data:|vbscript:|style=/i;

describe('sanitizeCmsHtml', () => {
  it('drops scripts, event handlers and script URLs wherever they hide', () => {
    const dirty = [
      '<h2 onclick="steal()">Điều kiện</h2>',
      '<script>alert(document.cookie)</script>',
      '<p style="color:red" class="x" onmouseover="x()">Xin chào <img src=x onerror="alert(1)"></p>',
      '<a href="javascript:alert(1)">one</a> <a href="JaVaScRiPt:alert(2)">two</a>',
      '<a href=" javascript:alert(3)">three</a> <a href="jav&#x09;ascript:alert(4)">four</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD4=">five</a> <a href="//evil.example">six</a>',
      '<iframe src="https://evil.example"></iframe><svg onload="alert(5)"><circle/></svg>',
      '<style>p { background: url(javascript:alert(6)) }</style><form action="/x"><input></form>',
      '<ul><li onfocus="x()">Mục</li></ul>',
    ].join('\n');
    const clean = sanitizeCmsHtml(dirty);
    expect(clean).not.toMatch(DANGEROUS);
    expect(clean).not.toContain('alert');
    expect(clean).toContain('<h2>Điều kiện</h2>');
    expect(clean).toContain('<p>Xin chào </p>');
    expect(clean).toContain('<ul><li>Mục</li></ul>');
    // The link text stays, the href goes.
    expect(clean).toContain('<a>one</a>');
    expect(clean).toContain('<a>six</a>');
  });

  it('keeps document structure, site paths and safe links, opening outside links safely', () => {
    const clean = sanitizeCmsHtml(
      '<h3>Hỗ trợ</h3><p><strong>Lưu ý</strong>: gọi <a href="tel:19006886">1900 6886</a>, xem <a href="/vi/faq">FAQ</a> hoặc <a href="https://example.com/a" target="_top" rel="opener">đối tác</a>.</p><table><thead><tr><th scope="col" colspan="2">Hạng</th></tr></thead><tbody><tr><td>Eco</td><td>7 kg</td></tr></tbody></table>',
    );
    expect(clean).toContain('<h3>Hỗ trợ</h3>');
    expect(clean).toContain('<a href="tel:19006886">1900 6886</a>');
    expect(clean).toContain('<a href="/vi/faq">FAQ</a>');
    expect(clean).toContain(
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">đối tác</a>',
    );
    expect(clean).toContain('<th scope="col" colspan="2">Hạng</th>');
  });

  it('is idempotent: sanitizing clean HTML changes nothing', () => {
    const once = sanitizeCmsHtml(
      '<p onclick="x()">A &amp; B <a href="https://x.example">x</a><script>y</script></p>',
    );
    expect(sanitizeCmsHtml(once)).toBe(once);
  });
});

describe('htmlToText', () => {
  it('keeps only the text, entities decoded and white space collapsed', () => {
    expect(
      htmlToText('<b>Ăn &amp; uống</b>\n <i>&lt;miễn phí&gt;</i> &#39;SkyBoss&#39;<script>x()</script>'),
    ).toBe("Ăn & uống <miễn phí> 'SkyBoss'");
  });
});
