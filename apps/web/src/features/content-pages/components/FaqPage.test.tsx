import { faqListSchema } from '@skybook/contracts/content-store';
import { matchesSearch } from '@skybook/domain/text-search';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '../../../test/render-app';
import {
  ALL_FAQS,
  FAQ_CATEGORIES,
  FAQ_SETTING,
  HELP_TOPICS,
  jsonResponse,
  notFoundResponse,
  stubContentApi,
} from '../content-pages.fixture';

/** GET faqs/ as the server answers it: by category slug in any language, then by search. */
function faqsAnswer(url: URL): Response {
  const slug = url.searchParams.get('faqCategoryLanguageSlug');
  const query = url.searchParams.get('q') ?? '';
  const category = slug
    ? FAQ_CATEGORIES.categories.find((candidate) => Object.values(candidate.alternates).includes(slug))
    : null;
  if (slug && !category) return notFoundResponse();
  const faqs = ALL_FAQS.faqs
    .filter((faq) => !category || faq.categoryId === category.id)
    .filter((faq) => matchesSearch(query, [faq.question, faq.answer]));
  return jsonResponse(faqListSchema.parse({ category: category ?? null, faqs, total: faqs.length }));
}

function stubFaqApi() {
  return stubContentApi({
    '/content/api/v1/faqs/': faqsAnswer,
    '/content/api/v1/faq/categories/en': FAQ_CATEGORIES,
    '/content/api/v1/cms-setting/FAQ_GENERAL_SETTING': FAQ_SETTING,
    '/content/api/v1/help/en': HELP_TOPICS,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the FAQ', () => {
  it('lists the topics and the top questions, each answer opening under its question', async () => {
    stubFaqApi();
    const { user } = await renderApp('/en/FAQ');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeInTheDocument();
    const topics = screen.getByRole('navigation', { name: 'Topics' });
    expect(await within(topics).findByRole('link', { name: /Baggage/ })).toHaveAttribute(
      'href',
      '/en/faq/baggage',
    );
    expect(within(topics).getByRole('link', { name: /Check-in/ })).toHaveTextContent('2 questions');

    const question = await screen.findByRole('button', { name: 'How much cabin baggage can I bring?' });
    // Only the top questions on the FAQ home.
    expect(screen.queryByRole('button', { name: 'Can I carry a power bank?' })).not.toBeInTheDocument();
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.queryByRole('region', { name: 'How much cabin baggage can I bring?' }),
    ).not.toBeInTheDocument();
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'How much cabin baggage can I bring?' })).toHaveTextContent(
      'Answer to How much cabin baggage can I bring?',
    );
    expect(document.title).toBe('Frequently asked questions | Skybook');
    const help = screen.getByRole('region', { name: 'Help centre' });
    expect(within(help).getByRole('link', { name: 'Manage booking' })).toHaveAttribute(
      'href',
      '/en/my/search-booking',
    );
  });

  it('searches every question on the server, keeps the search in the address and says how many it found', async () => {
    const { calls } = stubFaqApi();
    const { user, router } = await renderApp('/en/FAQ');
    await user.type(await screen.findByRole('searchbox', { name: 'Search the questions' }), 'POWER');
    expect(await screen.findByRole('button', { name: 'Can I carry a power bank?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Results for “POWER”' })).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByText('1 question found')).toBeInTheDocument();
    });
    expect(currentUrl(router)).toBe('/en/FAQ?q=POWER');
    expect(
      calls.some((call) => call.path === '/content/api/v1/faqs/' && call.query.get('q') === 'POWER'),
    ).toBe(true);

    await user.clear(screen.getByRole('searchbox', { name: 'Search the questions' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'visa{Enter}');
    expect(
      await screen.findByText('No matching question. Try other words or contact us.'),
    ).toBeInTheDocument();
    expect(screen.getByText('0 questions found')).toBeInTheDocument();
  });

  it('shows a topic found by its slug in another language at its own address', async () => {
    stubFaqApi();
    const { router } = await renderApp('/en/FAQ/hanh-ly');
    expect(await screen.findByRole('heading', { level: 1, name: 'Baggage' })).toBeInTheDocument();
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/en/faq/baggage');
    });
    const topics = screen.getByRole('navigation', { name: 'Topics' });
    expect(within(topics).getByRole('link', { name: /Baggage/ })).toHaveAttribute('aria-current', 'page');
    // The topic lists all its questions, not only the top ones.
    expect(await screen.findByRole('button', { name: 'Can I carry a power bank?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'When does online check-in open?' })).not.toBeInTheDocument();
    expect(document.title).toBe('Baggage | Skybook');
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    expect(canonical?.href).toBe(`${window.location.origin}/en/faq/baggage`);
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="alternate"][hreflang="vi"]')?.href).toBe(
      `${window.location.origin}/vi/faq/hanh-ly`,
    );
  });

  it('shows the not-found page for an unknown topic', async () => {
    stubFaqApi();
    await renderApp('/en/FAQ/no-such-topic');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content).toBe('noindex');
  });

  it('says when the questions cannot load, and loads them again on request', async () => {
    let failures = 2;
    stubContentApi({
      '/content/api/v1/faqs/': (url) =>
        failures-- > 0
          ? jsonResponse({ errorCode: 'INTERNAL_ERROR', message: 'Server error.', requestId: 'X' }, 500)
          : faqsAnswer(url),
      '/content/api/v1/faq/categories/en': FAQ_CATEGORIES,
      '/content/api/v1/cms-setting/FAQ_GENERAL_SETTING': FAQ_SETTING,
      '/content/api/v1/help/en': HELP_TOPICS,
    });
    const { user } = await renderApp('/en/FAQ');
    // The query client retries once, so two failures show the error.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The content could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('button', { name: 'How much cabin baggage can I bring?' }),
    ).toBeInTheDocument();
  });
});
