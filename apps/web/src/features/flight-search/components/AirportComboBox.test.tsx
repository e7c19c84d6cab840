import type { AirportGroupDto } from '@skybook/contracts/airports';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../../../lib/i18n';
import { AirportComboBox } from './AirportComboBox';

const vietnam = { countryCode: 'VN', name: 'Việt Nam', languages: ['vi'] };
const airport = (code: string, city: string, name: string, province: string) => ({
  code,
  city,
  name,
  province: { code: province, name: city, country: vietnam },
  timeZone: 'Asia/Ho_Chi_Minh',
  latitude: 0,
  longitude: 0,
});

const GROUPS: AirportGroupDto[] = [
  {
    name: 'Việt Nam',
    countryCode: 'VN',
    airports: [
      airport('SGN', 'TP. Hồ Chí Minh', 'Sân bay Quốc tế Tân Sơn Nhất', 'VN-SG'),
      airport('HAN', 'Hà Nội', 'Sân bay Quốc tế Nội Bài', 'VN-HN'),
      airport('DAD', 'Đà Nẵng', 'Sân bay Quốc tế Đà Nẵng', 'VN-DN'),
    ],
  },
  {
    name: 'Thái Lan',
    countryCode: 'TH',
    airports: [
      {
        ...airport('BKK', 'Bangkok', 'Sân bay Suvarnabhumi', 'TH-10'),
        province: {
          code: 'TH-10',
          name: 'Bangkok',
          country: { countryCode: 'TH', name: 'Thái Lan', languages: ['th'] },
        },
      },
    ],
  },
];

function Harness() {
  const [code, setCode] = useState<string | null>(null);
  return (
    <I18nextProvider i18n={i18n}>
      <AirportComboBox label="Điểm đi" groups={GROUPS} selectedCode={code} onChange={setCode} />
      <output aria-label="chosen">{code ?? ''}</output>
    </I18nextProvider>
  );
}

/** The element at `index`, failing the test when there is none. */
function only(element: HTMLElement | undefined): HTMLElement {
  if (!element) throw new Error('element missing');
  return element;
}

describe('the airport picker', () => {
  beforeAll(async () => {
    await loadLanguage('vi');
  });

  it('finds Hà Nội when "ha noi" is typed without accents', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Điểm đi' }), 'ha noi');
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(1);
    expect(options[0]).toHaveAccessibleName('Hà Nội (HAN)');
    await user.click(only(options[0]));
    expect(screen.getByRole('combobox', { name: 'Điểm đi' })).toHaveValue('Hà Nội (HAN)');
    expect(screen.getByRole('status', { hidden: true, name: 'chosen' })).toHaveTextContent('HAN');
  });

  it('matches the airport name and the code too, grouped by country', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Điểm đi' });
    await user.type(input, 'tan son nhat');
    expect(within(await screen.findByRole('listbox')).getByRole('option')).toHaveAccessibleName(
      'TP. Hồ Chí Minh (SGN)',
    );
    await user.clear(input);
    await user.type(input, 'bkk');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option')).toHaveAccessibleName('Bangkok (BKK)');
    expect(within(listbox).getByText('Thái Lan')).toBeInTheDocument();
  });
});
