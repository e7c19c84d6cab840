import type { PassengerCounts } from '@skybook/domain/passenger-counts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../../../lib/i18n';
import { PassengerPicker } from './PassengerPicker';

function Harness({ initial }: { readonly initial: PassengerCounts }) {
  const [value, setValue] = useState(initial);
  return (
    <I18nextProvider i18n={i18n}>
      <PassengerPicker value={value} onChange={setValue} />
    </I18nextProvider>
  );
}

async function open(initial: PassengerCounts) {
  const user = userEvent.setup();
  render(<Harness initial={initial} />);
  await user.click(screen.getByRole('button', { name: /Passengers/ }));
  return user;
}

const button = (name: string) => screen.getByRole('button', { name });

describe('the passenger picker', () => {
  beforeAll(async () => {
    await loadLanguage('en');
  });

  it('explains the age bands', async () => {
    await open({ adults: 1, children: 0, infants: 0 });
    expect(screen.getByText('12 years and over')).toBeInTheDocument();
    expect(screen.getByText('2 to 11 years')).toBeInTheDocument();
    expect(screen.getByText('Under 2 years')).toBeInTheDocument();
  });

  it('never goes below one adult and no children or infants', async () => {
    await open({ adults: 1, children: 0, infants: 0 });
    expect(button('Remove one: Adults')).toBeDisabled();
    expect(button('Remove one: Children')).toBeDisabled();
    expect(button('Remove one: Infants')).toBeDisabled();
  });

  it('allows no more infants than adults', async () => {
    const user = await open({ adults: 1, children: 0, infants: 0 });
    await user.click(button('Add one: Infants'));
    expect(button('Add one: Infants')).toBeDisabled();
    await user.click(button('Add one: Adults'));
    expect(button('Add one: Infants')).toBeEnabled();
  });

  it('stops adults and children together at nine seats', async () => {
    const user = await open({ adults: 1, children: 7, infants: 0 });
    await user.click(button('Add one: Children'));
    expect(screen.getByRole('button', { hidden: true, name: /Passengers/ })).toHaveTextContent(
      '1 adult, 8 children, 0 infants',
    );
    expect(button('Add one: Children')).toBeDisabled();
    expect(button('Add one: Adults')).toBeDisabled();
  });

  it('stops at nine adults', async () => {
    await open({ adults: 9, children: 0, infants: 0 });
    expect(button('Add one: Adults')).toBeDisabled();
    expect(button('Add one: Children')).toBeDisabled();
  });

  it('takes an infant away with the adult whose lap it was on', async () => {
    const user = await open({ adults: 2, children: 0, infants: 2 });
    await user.click(button('Remove one: Adults'));
    expect(screen.getByRole('button', { hidden: true, name: /Passengers/ })).toHaveTextContent(
      '1 adult, 0 children, 1 infant',
    );
  });
});
