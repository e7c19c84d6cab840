import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

/** A button that goes pending when pressed and is then removed, as one that leads to another page. */
function Leaving({ onPress }: { readonly onPress: () => void }) {
  const [pending, setPending] = useState(false);
  const [gone, setGone] = useState(false);
  if (gone) return <p>Next page</p>;
  return (
    <>
      <Button
        isPending={pending}
        onPress={() => {
          onPress();
          setPending(true);
        }}
      >
        Continue
      </Button>
      <button
        type="button"
        onClick={() => {
          setPending(false);
          setGone(true);
        }}
      >
        Arrive
      </button>
    </>
  );
}

describe('Button', () => {
  it('while pending stays focusable, says it is unavailable and ignores presses', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<Leaving onPress={onPress} />);
    const button = screen.getByRole('button', { name: 'Continue' });
    await user.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await user.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('announces "please wait" in words, leaving no reference to a button that is gone', async () => {
    const user = userEvent.setup();
    render(<Leaving onPress={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(screen.getByRole('button', { name: 'Arrive' }));
    expect(screen.getByText('Next page')).toBeInTheDocument();
    // React Aria's live announcer holds the words (the translation key here, without i18n set up),
    // never a role="img" labelled by the button that has gone.
    const announcer = document.querySelector('[data-live-announcer]');
    expect(announcer?.textContent).toContain('actions.pending');
    expect(announcer?.querySelectorAll('[role="img"], [aria-labelledby]')).toHaveLength(0);
  });
});
