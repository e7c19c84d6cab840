import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The hook from a fresh load of its module (it remembers the first interaction per page load). */
async function renderProbe() {
  vi.resetModules();
  const { useFirstInteraction } = await import('./use-first-interaction');
  function Probe() {
    return <p>{useFirstInteraction() ? 'interacted' : 'waiting'}</p>;
  }
  render(<Probe />);
}

describe('useFirstInteraction', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('ignores a scroller inside the page scrolling by itself, and counts the page scrolled', async () => {
    await renderProbe();
    const row = document.createElement('ul');
    document.body.append(row);

    act(() => {
      fireEvent.scroll(row);
    });
    expect(screen.getByText('waiting')).toBeInTheDocument();

    act(() => {
      fireEvent.scroll(document);
    });
    expect(screen.getByText('interacted')).toBeInTheDocument();
  });

  it('counts a press anywhere on the page', async () => {
    await renderProbe();
    act(() => {
      fireEvent.pointerDown(document.body);
    });
    expect(screen.getByText('interacted')).toBeInTheDocument();
  });
});
