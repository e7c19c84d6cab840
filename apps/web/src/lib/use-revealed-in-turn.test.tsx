import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useRevealedInTurn } from './use-revealed-in-turn';

/** Records how many sections each commit showed. */
function Sections({ total, commits }: { total: number; commits: number[] }) {
  const revealed = useRevealedInTurn(total);
  useLayoutEffect(() => {
    commits.push(revealed);
  }, [commits, revealed]);
  return <p>{revealed}</p>;
}

describe('useRevealedInTurn', () => {
  it('shows one more section in each commit until all are shown', () => {
    const commits: number[] = [];
    const { container } = render(<Sections total={4} commits={commits} />);
    expect(commits).toEqual([1, 2, 3, 4]);
    expect(container).toHaveTextContent('4');
  });

  it('shows nothing of nothing, and a lone section at once', () => {
    const none: number[] = [];
    render(<Sections total={0} commits={none} />);
    expect(none).toEqual([0]);
    const one: number[] = [];
    render(<Sections total={1} commits={one} />);
    expect(one).toEqual([1]);
  });
});
