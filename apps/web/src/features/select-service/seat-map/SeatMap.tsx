import type { FlightSeatMapDto, SeatDto } from '@skybook/contracts/seat-map';
import type { CurrencyCode } from '@skybook/domain/currency';
import { seatChoiceProblem, type SeatRuleSeat, type SeatRuleViolation } from '@skybook/domain/seat-rules';
import { Fragment, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  buildSeatGrid,
  initialPosition,
  initialsOf,
  isFocusableCell,
  nextPosition,
  type GridCell,
  type GridPosition,
  type GridRow,
} from './seat-grid';
import { SeatLegend } from './SeatLegend';
import {
  describeSeat,
  isPassengerRestriction,
  problemMessage,
  seatClassModifier,
  type PassengerRestriction,
} from './seat-presentation';
import './seat-map.css';

export interface SeatMapPassenger {
  key: string;
  type: 'adult' | 'child';
  name: string;
  hasInfant: boolean;
}

export interface SeatMapProps {
  flight: FlightSeatMapDto;
  currency: CurrencyCode;
  /** The answer's exponent; amounts are formatted through the domain, which knows the same one. */
  minorUnitExponent: number;
  locale: string;
  /** Seated passengers (infants sit on laps). */
  passengers: readonly SeatMapPassenger[];
  /** Who is choosing now. */
  activePassengerKey: string;
  /** passengerKey → seatCode on this flight. */
  assignments: ReadonlyMap<string, string>;
  /** `null` removes the passenger's seat. */
  onSelect: (passengerKey: string, seatCode: string | null) => void;
  /**
   * Why a seat the rules allow may still not be chosen on this page (check-in takes only seats the
   * fare includes): announced instead of choosing it; null when it may be chosen.
   */
  refuseSeat?: (seat: SeatDto) => string | null;
}

function displayName(passenger: SeatMapPassenger): string {
  return passenger.name.trim() || passenger.key;
}

const positionKey = (position: GridPosition) => `${position.row}-${position.cell}`;

/** How one focusable place looks and what it says. */
interface SeatView {
  readonly code: string | undefined;
  readonly owner: SeatMapPassenger | undefined;
  readonly unavailable: boolean;
  readonly restriction: PassengerRestriction | undefined;
}

/**
 * One flight's seat map: a labelled grid (ARIA grid pattern) with one tab stop, arrow keys
 * between seats, Home / End, Page Up / Page Down, and Enter or Space to choose a seat for the
 * active passenger or give it back. The seat rules of `@skybook/domain/seat-rules` are checked
 * as a seat is chosen; where one bites, nothing is chosen and the reason is announced. Seats the
 * active passenger may not take are marked before they try.
 */
export function SeatMap({
  flight,
  currency,
  locale,
  passengers,
  activePassengerKey,
  assignments,
  onSelect,
  refuseSeat,
}: SeatMapProps) {
  const { t } = useTranslation('selectService');
  const instructionsId = useId();
  const gridRef = useRef<HTMLDivElement>(null);
  const grid = useMemo(() => buildSeatGrid(flight), [flight]);
  const [focused, setFocused] = useState<GridPosition | null>(null);
  const [message, setMessage] = useState<{ text: string; isProblem: boolean } | null>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);

  // A refusal is read out by the live region; sighted travellers must see it too, even when the
  // map is taller than the window. Each refusal is a new object, so a repeated one scrolls again.
  // (jsdom, without layout, has no scrollIntoView.)
  useEffect(() => {
    const element = messageRef.current;
    if (message?.isProblem && element && 'scrollIntoView' in element)
      element.scrollIntoView({ block: 'nearest' });
  }, [message]);

  const active = passengers.find((passenger) => passenger.key === activePassengerKey);
  const rulePassengers = useMemo(
    () => passengers.map(({ key, type, hasInfant }) => ({ key, type, hasInfant })),
    [passengers],
  );
  const ruleAssignments = useMemo(() => {
    const seats = new Map<string, SeatRuleSeat>();
    for (const [key, code] of assignments) {
      const seat = grid.seatsByCode.get(code);
      if (seat) seats.set(key, seat);
    }
    return seats;
  }, [assignments, grid]);
  const ownerBySeat = useMemo(() => {
    const owners = new Map<string, SeatMapPassenger>();
    for (const passenger of passengers) {
      const code = assignments.get(passenger.key);
      if (code) owners.set(code, passenger);
    }
    return owners;
  }, [assignments, passengers]);
  const listFormat = useMemo(() => new Intl.ListFormat(locale, { type: 'unit', style: 'short' }), [locale]);
  const width = Math.max(0, ...grid.rows.map((row) => row.cells.length));

  const problemFor = (seat: SeatRuleSeat): SeatRuleViolation | null =>
    active ? seatChoiceProblem(active, seat, ruleAssignments, rulePassengers, grid.seatAt) : null;

  const tabStop =
    focused && isFocusableCell(grid.rows[focused.row]?.cells[focused.cell])
      ? focused
      : initialPosition(grid, active ? assignments.get(active.key) : undefined);

  function viewOf(cell: GridCell): SeatView {
    if (cell.kind !== 'seat')
      return { code: undefined, owner: undefined, unavailable: true, restriction: undefined };
    const owner = ownerBySeat.get(cell.seat.code);
    const problem = !owner && cell.seat.available ? problemFor(cell.rule) : null;
    return {
      code: cell.seat.code,
      owner,
      unavailable: !owner && !cell.seat.available,
      restriction: isPassengerRestriction(problem) ? problem : undefined,
    };
  }

  function cellClassName(cell: GridCell, view: SeatView): string {
    const names = ['seat-map__seat'];
    if (cell.kind === 'seat') names.push(`seat-map__seat--${seatClassModifier(cell.seatClass)}`);
    if (view.unavailable) names.push('seat-map__seat--unavailable');
    if (view.owner) {
      names.push(
        view.owner.key === activePassengerKey ? 'seat-map__seat--selected' : 'seat-map__seat--companion',
      );
    } else if (view.restriction) {
      names.push('seat-map__seat--restricted');
    }
    return names.join(' ');
  }

  function choose(row: GridRow, cell: GridCell) {
    if (!active) return;
    const name = displayName(active);
    if (cell.kind === 'unknown') {
      const seat = cell.seat?.code ?? `${row.number}${cell.letter}`;
      setMessage({ text: t('seatMap.problem.seatUnavailable', { seat }), isProblem: true });
      return;
    }
    if (cell.kind !== 'seat') return;
    const seat = cell.seat.code;
    if (assignments.get(active.key) === seat) {
      onSelect(active.key, null);
      setMessage({ text: t('seatMap.removed', { seat, name }), isProblem: false });
      return;
    }
    const problem = problemFor(cell.rule);
    if (problem) {
      const owner = ownerBySeat.get(seat);
      const other = owner ? displayName(owner) : '';
      setMessage({ text: problemMessage(t, problem, { seat, name, other }), isProblem: true });
      return;
    }
    const refusal = refuseSeat?.(cell.seat) ?? null;
    if (refusal !== null) {
      setMessage({ text: refusal, isProblem: true });
      return;
    }
    onSelect(active.key, seat);
    setMessage({ text: t('seatMap.chosen', { seat, name }), isProblem: false });
  }

  function onCellKeyDown(event: KeyboardEvent, position: GridPosition, row: GridRow, cell: GridCell) {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(row, cell);
      return;
    }
    const next = nextPosition(grid, position, event.key, event.ctrlKey || event.metaKey);
    if (!next) return;
    event.preventDefault();
    setFocused(next);
    gridRef.current?.querySelector<HTMLElement>(`[data-position="${positionKey(next)}"]`)?.focus();
  }

  function renderCell(row: GridRow, rowIndex: number, cell: GridCell, cellIndex: number) {
    if (cell.kind === 'aisle' || cell.kind === 'empty') {
      // The row number is printed in the first aisle, where a traveller looks for it on board.
      const showsNumber =
        cell.kind === 'aisle' && row.cells.findIndex((other) => other.kind === 'aisle') === cellIndex;
      return (
        <div key={cellIndex} className={`seat-map__${cell.kind}`} aria-hidden="true">
          {showsNumber ? row.number : null}
        </div>
      );
    }
    const position = { row: rowIndex, cell: cellIndex };
    const view = viewOf(cell);
    const label = describeSeat(t, listFormat, {
      row,
      cell,
      currency,
      locale,
      ownerName: view.owner ? displayName(view.owner) : undefined,
      restriction:
        active && view.restriction ? { name: displayName(active), problem: view.restriction } : undefined,
    });
    const shown = view.owner
      ? initialsOf(view.owner.name, view.owner.key)
      : view.unavailable || cell.kind === 'unknown'
        ? '✕'
        : cell.seat.letter;
    return (
      <div
        key={cellIndex}
        role="gridcell"
        aria-colindex={cellIndex + 2}
        aria-selected={view.owner?.key === activePassengerKey ? true : undefined}
        aria-disabled={view.unavailable ? true : undefined}
        tabIndex={tabStop?.row === rowIndex && tabStop.cell === cellIndex ? 0 : -1}
        data-position={positionKey(position)}
        data-seat={view.code}
        className={cellClassName(cell, view)}
        onFocus={() => {
          setFocused(position);
        }}
        onClick={() => {
          setFocused(position);
          choose(row, cell);
        }}
        onKeyDown={(event) => {
          onCellKeyDown(event, position, row, cell);
        }}
      >
        <span className="seat-map__sr-only">{label}</span>
        <span className="seat-map__seat-text" aria-hidden="true">
          {shown}
        </span>
        {view.restriction ? (
          <span className="seat-map__seat-flag" aria-hidden="true">
            ⊘
          </span>
        ) : null}
      </div>
    );
  }

  function renderColumnHeaders(row: GridRow) {
    return (
      <div role="row" className="seat-map__row seat-map__row--columns">
        <div role="columnheader" aria-colindex={1} className="seat-map__edge">
          <span className="seat-map__sr-only">{t('seatMap.rowColumn')}</span>
        </div>
        {row.cells.map((_, index) => {
          const letter = row.columns[index];
          return letter && letter !== '-' ? (
            <div key={index} role="columnheader" aria-colindex={index + 2} className="seat-map__column">
              {letter}
            </div>
          ) : (
            <div key={index} className="seat-map__aisle" aria-hidden="true" />
          );
        })}
        <div className="seat-map__edge" aria-hidden="true" />
      </div>
    );
  }

  function renderExitMark(side: 'left' | 'right') {
    const text = <span className="seat-map__exit-text">{t('seatMap.exitMarker')}</span>;
    return (
      <span className={`seat-map__exit seat-map__exit--${side}`} aria-hidden="true">
        {side === 'left' ? <>◀{text}</> : <>{text}▶</>}
      </span>
    );
  }

  function renderRow(row: GridRow, rowIndex: number) {
    const modifiers = `${row.isExitRow ? ' seat-map__row--exit' : ''}${row.isWing ? ' seat-map__row--wing' : ''}`;
    const header = [
      t('seatMap.row', { row: row.number }),
      ...(row.isExitRow ? [t('seatMap.rowExit')] : []),
      ...(row.isWing ? [t('seatMap.rowWing')] : []),
    ];
    return (
      <Fragment key={`${rowIndex}-${row.number}`}>
        {row.startsColumns ? renderColumnHeaders(row) : null}
        <div role="row" className={`seat-map__row${modifiers}`}>
          <div role="rowheader" aria-colindex={1} className="seat-map__edge seat-map__edge--left">
            <span className="seat-map__sr-only">{listFormat.format(header)}</span>
            {row.isExitRow ? renderExitMark('left') : null}
          </div>
          {row.cells.map((cell, cellIndex) => renderCell(row, rowIndex, cell, cellIndex))}
          <div className="seat-map__edge seat-map__edge--right" aria-hidden="true">
            {row.isExitRow ? renderExitMark('right') : null}
          </div>
        </div>
      </Fragment>
    );
  }

  return (
    <div className="seat-map">
      {active ? (
        <p className="seat-map__choosing">{t('seatMap.choosingFor', { name: displayName(active) })}</p>
      ) : null}
      <SeatLegend grid={grid} currency={currency} locale={locale} />
      <p id={instructionsId} className="seat-map__instructions">
        {t('seatMap.instructions')}
      </p>
      <div className="seat-map__scroller">
        <div
          ref={gridRef}
          role="grid"
          className="seat-map__grid"
          aria-label={t('seatMap.gridLabel', {
            flight: `${flight.carrierCode}${flight.flightNumber}`,
            origin: flight.origin,
            destination: flight.destination,
            aircraft: flight.aircraft.name,
          })}
          aria-describedby={instructionsId}
          aria-colcount={width + 1}
        >
          {grid.rows.map(renderRow)}
        </div>
      </div>
      <p
        className={`seat-map__message${message?.isProblem ? ' seat-map__message--problem' : ''}`}
        role="status"
      >
        {message?.text ?? ''}
      </p>
    </div>
  );
}
