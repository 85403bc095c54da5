import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { bookableWindow, isBookableDate } from '@shared/repairs/dates';
import { DatePicker } from '@web/components/ui/date-picker';

// Saturday 21 November 2026, midday in London: the window runs to Wednesday 20 January 2027.
const now = new Date('2026-11-21T12:00:00Z');
const { first, last } = bookableWindow(now);

function renderPicker(initial = '') {
  const onChange = vi.fn();
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <>
        <p id="label">Preferred date</p>
        <DatePicker
          value={value}
          onChange={(date) => {
            onChange(date);
            setValue(date);
          }}
          min={first}
          max={last}
          today={first}
          isDateDisabled={(date) => !isBookableDate(date, now)}
          aria-labelledby="label"
        />
      </>
    );
  }
  render(<Harness />);
  return { onChange, user: userEvent.setup({ delay: null }) };
}

const day = (name: string) => screen.getByRole('button', { name });
const cellOf = (name: string) => day(name).closest('td');

// Many simulated clicks and keystrokes: a busy CI machine needs more than the default 5 s.
describe('DatePicker with the repair booking rules', { timeout: 30_000 }, () => {
  test('the window is today to 60 days ahead', () => {
    expect(first).toBe('2026-11-21');
    expect(last).toBe('2027-01-20');
  });

  test('past days, Sundays and day 61 are disabled; open days are not', async () => {
    const { onChange, user } = renderPicker();
    expect(screen.getByRole('group', { name: 'Preferred date' })).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();

    expect(day('Friday 20 November 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Sunday 1 November 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Saturday 21 November 2026')).not.toHaveAttribute('aria-disabled');
    expect(day('Saturday 21 November 2026')).toHaveAttribute('aria-current', 'date');
    expect(day('Sunday 22 November 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Monday 23 November 2026')).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await user.click(day('Friday 20 November 2026'));
    await user.click(day('Sunday 22 November 2026'));
    expect(onChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'January 2027' })).toBeInTheDocument();
    expect(day('Wednesday 20 January 2027')).not.toHaveAttribute('aria-disabled');
    expect(day('Thursday 21 January 2027')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Sunday 17 January 2027')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Next month' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await user.click(day('Thursday 21 January 2027'));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(day('Wednesday 20 January 2027'));
    expect(onChange).toHaveBeenCalledWith('2027-01-20');
    expect(cellOf('Wednesday 20 January 2027')).toHaveAttribute('aria-selected', 'true');
  });

  test('every Sunday of the window is disabled and every other day in it is open', () => {
    renderPicker();
    const grid = screen.getByRole('grid');
    for (const button of within(grid).getAllByRole('button')) {
      const date = button.getAttribute('data-date') ?? '';
      const sunday = (button.getAttribute('aria-label') ?? '').startsWith('Sunday');
      const open = date >= first && !sunday;
      expect(button.hasAttribute('aria-disabled'), button.getAttribute('aria-label') ?? '').toBe(
        !open,
      );
    }
  });

  test('arrow keys move focus between days, across months, and Enter chooses', async () => {
    const { onChange, user } = renderPicker();
    // Previous month, next month, then the grid's one tab stop.
    await user.tab();
    await user.tab();
    await user.tab();
    // It lands on the first day that can be chosen (today).
    expect(day('Saturday 21 November 2026')).toHaveFocus();
    expect(day('Saturday 21 November 2026')).toHaveAttribute('tabindex', '0');
    expect(day('Monday 23 November 2026')).toHaveAttribute('tabindex', '-1');

    // Before the first day there is nowhere to go.
    await user.keyboard('{ArrowLeft}');
    expect(day('Saturday 21 November 2026')).toHaveFocus();

    // Closed days can be walked through but not chosen.
    await user.keyboard('{ArrowRight}');
    expect(day('Sunday 22 November 2026')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();

    await user.keyboard('{ArrowDown}');
    expect(day('Sunday 29 November 2026')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    expect(day('Tuesday 1 December 2026')).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    expect(day('Tuesday 24 November 2026')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(day('Monday 23 November 2026')).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('2026-11-23');
    expect(cellOf('Monday 23 November 2026')).toHaveAttribute('aria-selected', 'true');
    expect(cellOf('Tuesday 24 November 2026')).toHaveAttribute('aria-selected', 'false');

    await user.keyboard('{End}');
    expect(day('Sunday 29 November 2026')).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(day('Tuesday 29 December 2026')).toHaveFocus();
    await user.keyboard('{PageDown}');
    // Clamped to the last day of the window.
    expect(day('Wednesday 20 January 2027')).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith('2027-01-20');
  });

  test('a value set from outside brings its month into view', () => {
    renderPicker('2026-12-07');
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    expect(cellOf('Monday 7 December 2026')).toHaveAttribute('aria-selected', 'true');
    expect(day('Monday 7 December 2026')).toHaveAttribute('tabindex', '0');
  });
});
