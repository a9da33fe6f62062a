import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Hemicycle } from './hemicycle';

const COLOURS = Array.from({ length: 120 }, (_, seat) => (seat < 3 ? '#FF6400' : null));

describe('Hemicycle', () => {
  it('draws a read-only picture of another player’s seats', () => {
    render(<Hemicycle seatCount={120} seatColors={COLOURS} label="Zetels van Piet" />);
    const picture = screen.getByRole('img', { name: 'Zetels van Piet' });
    expect(picture.querySelectorAll('[data-seat]')).toHaveLength(120);
    expect(picture.querySelectorAll('[data-color="#FF6400"]')).toHaveLength(3);
    expect(within(picture).queryAllByRole('button')).toEqual([]);
    expect(picture).toHaveStyle({ touchAction: 'auto' });
  });

  it('reports presses on seats and keeps finger drags off the page scroll', () => {
    const onSeatPaint = vi.fn();
    render(
      <Hemicycle
        seatCount={50}
        seatColors={[]}
        label="Zetels"
        seatLabels={Array.from({ length: 50 }, (_, seat) => `Zetel ${seat + 1}`)}
        onSeatPaint={onSeatPaint}
      />,
    );
    const chart = screen.getByRole('group', { name: 'Zetels' });
    expect(chart).toHaveStyle({ touchAction: 'none' });
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Zetel 7' }), {
      pointerId: 1,
      button: 0,
      pointerType: 'mouse',
    });
    expect(onSeatPaint).toHaveBeenCalledWith(6, 'click');
  });

  it('paints nothing while disabled', () => {
    const onSeatPaint = vi.fn();
    render(
      <Hemicycle
        seatCount={50}
        seatColors={[]}
        label="Zetels"
        seatLabels={Array.from({ length: 50 }, (_, seat) => `Zetel ${seat + 1}`)}
        onSeatPaint={onSeatPaint}
        disabled
      />,
    );
    const seat = screen.getByRole('button', { name: 'Zetel 1' });
    fireEvent.pointerDown(seat, { pointerId: 1, button: 0, pointerType: 'mouse' });
    fireEvent.keyDown(seat, { key: 'Enter' });
    expect(onSeatPaint).not.toHaveBeenCalled();
    expect(seat).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('group', { name: 'Zetels' })).toHaveStyle({ touchAction: 'auto' });
  });
});
