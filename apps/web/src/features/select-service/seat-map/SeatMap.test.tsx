import { flightSeatMapSchema, type FlightSeatMapDto, type SeatDto } from '@skybook/contracts/seat-map';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadLanguage } from '../../../lib/i18n';
import fixture from './a321-seat-map.fixture.json';
import { SeatMap, type SeatMapPassenger } from './SeatMap';
import locales from './seat-map.locales.json';

const a321 = flightSeatMapSchema.parse(fixture);

type SeatRowElementDto = FlightSeatMapDto['cabins'][number]['rows'][number]['elements'][number];

const AN: SeatMapPassenger = { key: 'ADT1', type: 'adult', name: 'NGUYEN VAN AN', hasInfant: false };
const BINH: SeatMapPassenger = { key: 'ADT2', type: 'adult', name: 'TRAN THI BINH', hasInfant: true };
const CUONG: SeatMapPassenger = { key: 'ADT3', type: 'adult', name: 'LE VAN CUONG', hasInfant: true };
const KHOA: SeatMapPassenger = { key: 'CHD1', type: 'child', name: 'NGUYEN MINH KHOA', hasInfant: false };

interface HarnessProps {
  readonly flight?: FlightSeatMapDto;
  readonly passengers?: readonly SeatMapPassenger[];
  readonly active?: string;
  readonly initial?: Record<string, string>;
  readonly onSelect?: (passengerKey: string, seatCode: string | null) => void;
  readonly refuseSeat?: (seat: SeatDto) => string | null;
}

/** The map as the page uses it: the assignments live in the page's state. */
function Harness({
  flight = a321,
  passengers = [AN, BINH, KHOA],
  active = 'ADT1',
  initial = {},
  onSelect,
  refuseSeat,
}: HarnessProps) {
  const [assignments, setAssignments] = useState(() => new Map(Object.entries(initial)));
  return (
    <I18nextProvider i18n={i18n}>
      <SeatMap
        flight={flight}
        currency="VND"
        minorUnitExponent={0}
        locale="en"
        passengers={passengers}
        activePassengerKey={active}
        assignments={assignments}
        refuseSeat={refuseSeat}
        onSelect={(key, code) => {
          onSelect?.(key, code);
          setAssignments((previous) => {
            const next = new Map(previous);
            if (code) next.set(key, code);
            else next.delete(key);
            return next;
          });
        }}
      />
    </I18nextProvider>
  );
}

function setup(props: HarnessProps = {}) {
  const onSelect = vi.fn<(passengerKey: string, seatCode: string | null) => void>();
  const user = userEvent.setup();
  render(<Harness onSelect={onSelect} {...props} />);
  return { user, onSelect };
}

const seat = (code: string) => {
  const cell = document.querySelector<HTMLElement>(`[data-seat="${code}"]`);
  if (!cell) throw new Error(`No seat ${code}`);
  return cell;
};

/** A copy of the A321 with the element at `column` of row `rowNumber` replaced, as a newer server could send it. */
function withElement(
  flight: FlightSeatMapDto,
  rowNumber: number,
  column: number,
  replace: (element: SeatRowElementDto) => SeatRowElementDto,
): FlightSeatMapDto {
  const copy = structuredClone(flight);
  for (const row of copy.cabins.flatMap((cabin) => cabin.rows)) {
    const element = row.elements[column];
    if (row.number === rowNumber && element) row.elements[column] = replace(element);
  }
  return copy;
}

describe('the seat map', () => {
  beforeAll(async () => {
    await loadLanguage('en');
    // The page's namespace file gets these keys merged in; the test does not depend on that.
    i18n.addResourceBundle('en', 'selectService', locales.en, true, true);
  });

  it('draws the A321 as a labelled 3-3 grid with exit and wing rows', () => {
    setup();
    const grid = screen.getByRole('grid', { name: 'Seat map of flight VJ123 SGN → HAN, Airbus A321' });
    const letters = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(letters).toEqual(['Row', 'A', 'B', 'C', 'D', 'E', 'F']);
    // 39 seat rows and one row of column letters.
    expect(within(grid).getAllByRole('row')).toHaveLength(40);
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(37 * 6 + 2 * 4);
    expect(within(grid).getByRole('rowheader', { name: 'Row 10, exit row' })).toBeInTheDocument();
    expect(
      within(grid).getByRole('rowheader', { name: 'Row 25, exit row, over the wing' }),
    ).toBeInTheDocument();
    expect(within(grid).getByRole('rowheader', { name: 'Row 12, over the wing' })).toBeInTheDocument();
    const exitRow = within(grid).getByRole('rowheader', { name: 'Row 10, exit row' }).closest('[role="row"]');
    expect(exitRow?.querySelectorAll('.seat-map__exit')).toHaveLength(2);
  });

  it('names each seat by row, letter, position, class, price and restriction', () => {
    setup();
    expect(
      screen.getByRole('gridcell', {
        name: 'Row 10 seat A, window, Exit row, ₫129,600, not for children or infants',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('gridcell', { name: 'Row 2 seat C, aisle, Premium, ₫162,000' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('gridcell', { name: 'Row 30 seat B, middle, Standard, ₫64,800' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('gridcell', { name: 'Row 1 seat A, window, Premium, ₫162,000, unavailable' }),
    ).toHaveAttribute('aria-disabled', 'true');
  });

  it('says the page’s reason instead of choosing a seat the page refuses', async () => {
    const { user, onSelect } = setup({
      refuseSeat: (candidate) => (candidate.totalAmount > 0 ? `Seat ${candidate.code} has a price.` : null),
    });
    await user.click(seat('6A'));
    expect(onSelect).not.toHaveBeenCalled();
    expect(seat('6A')).not.toHaveAttribute('aria-selected');
    expect(screen.getByRole('status')).toHaveTextContent('Seat 6A has a price.');
  });

  it('is one tab stop, moves by arrows, Home, End and Page keys, and chooses with Enter', async () => {
    const { user, onSelect } = setup();
    await user.tab();
    // Row 1's A and B are taken: the first free seat takes focus.
    expect(seat('1C')).toHaveFocus();
    expect(screen.getAllByRole('gridcell').filter((cell) => cell.tabIndex === 0)).toEqual([seat('1C')]);
    await user.keyboard('{ArrowRight}');
    expect(seat('1D')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(seat('2D')).toHaveFocus();
    await user.keyboard('{End}');
    expect(seat('2F')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(seat('2A')).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(seat('7A')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(seat('6A')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('ADT1', '6A');
    expect(seat('6A')).toHaveAttribute('aria-selected', 'true');
    expect(seat('6A')).toHaveAccessibleName(
      'Row 6 seat A, window, Front row, ₫108,000, chosen for NGUYEN VAN AN',
    );
    expect(seat('6A')).toHaveTextContent('NA');
    expect(screen.getByRole('status')).toHaveTextContent('Seat 6A chosen for NGUYEN VAN AN.');
    // The roving tab stop follows focus: leaving and coming back lands on the same seat.
    await user.tab();
    await user.tab({ shift: true });
    expect(seat('6A')).toHaveFocus();
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith('ADT1', null);
    expect(seat('6A')).not.toHaveAttribute('aria-selected');
  });

  it('moves the chosen seat when the passenger picks another', async () => {
    const { user, onSelect } = setup({ initial: { ADT1: '12B' } });
    await user.tab();
    expect(seat('12B')).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('ADT1', '12C');
    expect(seat('12B')).toHaveTextContent('B');
    expect(seat('12C')).toHaveTextContent('NA');
  });

  it('stops a child at an exit row and says why', async () => {
    const { user, onSelect } = setup({ active: 'CHD1' });
    await user.click(seat('10B'));
    expect(onSelect).not.toHaveBeenCalled();
    expect(seat('10B')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Seat 10B is in an exit row: children and passengers travelling with an infant cannot sit there. Please choose another seat for NGUYEN MINH KHOA.',
    );
  });

  it('stops a second infant in a block and marks the block for that passenger', async () => {
    const { user, onSelect } = setup({
      passengers: [AN, BINH, CUONG],
      active: 'ADT3',
      initial: { ADT2: '15A' },
    });
    expect(seat('15C')).toHaveAccessibleName(
      'Row 15 seat C, aisle, Standard, ₫64,800, not for LE VAN CUONG: only one infant per block of seats',
    );
    expect(seat('15C')).toHaveClass('seat-map__seat--restricted');
    expect(seat('15D')).not.toHaveClass('seat-map__seat--restricted');
    await user.click(seat('15C'));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Only one infant may travel in each block of seats, and a passenger with an infant already sits in the block of seat 15C. Please choose a seat in another block for LE VAN CUONG.',
    );
    await user.click(seat('15D'));
    expect(onSelect).toHaveBeenCalledWith('ADT3', '15D');
  });

  it('shows the initials of the other passengers of the booking and keeps their seats', async () => {
    const { user, onSelect } = setup({ initial: { ADT2: '20A' } });
    expect(seat('20A')).toHaveTextContent('TB');
    expect(seat('20A')).toHaveAccessibleName(
      'Row 20 seat A, window, Standard, ₫64,800, chosen for TRAN THI BINH',
    );
    await user.click(seat('20A'));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Seat 20A is already chosen for TRAN THI BINH.');
  });

  it('does nothing but explain on an unavailable seat', async () => {
    const { user, onSelect } = setup();
    await user.click(seat('14B'));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Seat 14B is not available. Please choose another seat.',
    );
  });

  it('draws an unknown element type and an unknown seat class as unavailable seats', async () => {
    const withLavatory = withElement(a321, 20, 0, () => ({ type: 'lavatory', seat: null }));
    const flight = withElement(withLavatory, 21, 1, (element) => ({
      ...element,
      seat: element.seat ? { ...element.seat, seatClass: 'Sleeper' } : null,
    }));
    const { user, onSelect } = setup({ flight });
    const lavatory = screen.getByRole('gridcell', { name: 'Row 20 seat A, unavailable' });
    expect(lavatory).toHaveAttribute('aria-disabled', 'true');
    expect(lavatory).toHaveTextContent('✕');
    const sleeper = screen.getByRole('gridcell', { name: 'Row 21 seat B, unavailable' });
    await user.click(sleeper);
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Seat 21B is not available.');
    // Keyboard focus still walks through them.
    await user.keyboard('{ArrowLeft}');
    expect(seat('21A')).toHaveFocus();
  });

  it('lists every class with its lowest price, or Included when the fare family includes it', () => {
    const included = structuredClone(a321);
    for (const cabin of included.cabins) {
      for (const row of cabin.rows) {
        for (const element of row.elements) {
          if (element.seat?.seatClass === 'Standard') {
            Object.assign(element.seat, {
              baseAmount: 0,
              vatAmount: 0,
              totalAmount: 0,
              includedInFare: true,
            });
          }
        }
      }
    }
    setup({ flight: { ...included, freeSeatClasses: ['Standard'] } });
    const legend = screen.getByRole('list', { name: 'Seat map legend' });
    const items = within(legend)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.seat-legend__label')?.textContent);
    expect(items).toEqual([
      'Premium ₫162,000',
      'Standard Included',
      'Exit row ₫129,600',
      'Front row ₫108,000',
      'Seat of the passenger choosing now',
      'Chosen for another passenger of the booking',
      'Unavailable',
      'Not allowed for this passenger',
      'Emergency exit row',
      'Row over the wing',
    ]);
    expect(
      screen.getByRole('gridcell', { name: 'Row 30 seat B, middle, Standard, Included' }),
    ).toBeInTheDocument();
  });
});
