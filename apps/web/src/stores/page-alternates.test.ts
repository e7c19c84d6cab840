import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  alternatePathFor,
  alternatePaths,
  usePageAlternates,
  usePublishPageAlternates,
  type AlternatePaths,
} from './page-alternates';

afterEach(() => {
  usePageAlternates.getState().setAlternates(null);
});

describe('alternatePaths', () => {
  it('joins fixed segments and slug maps into a path per language', () => {
    expect(
      alternatePaths([
        'news',
        { vi: 'khuyen-mai', en: 'promotions' },
        { vi: 'tet-2099', en: 'lunar-new-year' },
      ]),
    ).toEqual({ vi: '/news/khuyen-mai/tet-2099', en: '/news/promotions/lunar-new-year' });
  });

  it('leaves out a language that any slug map lacks or has empty', () => {
    expect(alternatePaths(['pages', { vi: 'a', en: 'b', ja: '' }, { vi: 'c', ko: 'd' }])).toEqual({
      vi: '/pages/a/c',
    });
  });

  it('encodes slugs as path segments', () => {
    expect(alternatePaths(['pages', { ja: '手荷物 規定' }])).toEqual({
      ja: `/pages/${encodeURIComponent('手荷物 規定')}`,
    });
  });

  it('knows no language without a slug map', () => {
    expect(alternatePaths(['faq'])).toEqual({});
  });
});

describe('alternatePathFor', () => {
  const alternates = { pathname: '/vi/pages/hanh-ly', paths: { vi: '/pages/hanh-ly', en: '/pages/baggage' } };

  it('gives the path in the asked language for the page that published them', () => {
    expect(alternatePathFor(alternates, '/vi/pages/hanh-ly', 'en')).toBe('/pages/baggage');
  });

  it('ignores alternates published for another page, and unknown languages', () => {
    expect(alternatePathFor(alternates, '/vi/pages/other', 'en')).toBeUndefined();
    expect(alternatePathFor(alternates, '/vi/pages/hanh-ly', 'ko')).toBeUndefined();
    expect(alternatePathFor(null, '/vi/pages/hanh-ly', 'en')).toBeUndefined();
  });
});

describe('usePublishPageAlternates', () => {
  function renderAt(path: string, initial: AlternatePaths | null) {
    return renderHook(
      (paths: AlternatePaths | null) => {
        usePublishPageAlternates(paths);
      },
      {
        initialProps: initial,
        wrapper: ({ children }: { children: ReactNode }) =>
          createElement(MemoryRouter, { initialEntries: [path] }, children),
      },
    );
  }

  it('publishes the paths with the current pathname while mounted and withdraws them on unmount', () => {
    const { unmount } = renderAt('/vi/pages/hanh-ly', { vi: '/pages/hanh-ly', en: '/pages/baggage' });
    expect(usePageAlternates.getState().alternates).toEqual({
      pathname: '/vi/pages/hanh-ly',
      paths: { vi: '/pages/hanh-ly', en: '/pages/baggage' },
    });
    unmount();
    expect(usePageAlternates.getState().alternates).toBeNull();
  });

  it('publishes nothing while the page passes null, and replaces its paths when they change', () => {
    const { rerender } = renderAt('/en/news/promotions', null);
    expect(usePageAlternates.getState().alternates).toBeNull();
    rerender({ en: '/news/promotions', vi: '/news/khuyen-mai' });
    expect(usePageAlternates.getState().alternates?.paths.vi).toBe('/news/khuyen-mai');
    rerender(null);
    expect(usePageAlternates.getState().alternates).toBeNull();
  });

  it('does not withdraw alternates another page has published since', () => {
    const { unmount } = renderAt('/vi/pages/a', { vi: '/pages/a' });
    const other = { pathname: '/vi/pages/b', paths: { vi: '/pages/b' } };
    act(() => {
      usePageAlternates.getState().setAlternates(other);
    });
    unmount();
    expect(usePageAlternates.getState().alternates).toBe(other);
  });
});
