import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOLD_TO_PAINT_MS, Hemicycle } from './hemicycle';

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

  it('reports mouse presses on seats', () => {
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
    expect(chart).toHaveStyle({ touchAction: 'pan-y pinch-zoom' });
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

describe('Hemicycle on a touch screen', () => {
  function renderChart() {
    const onSeatPaint = vi.fn();
    const onPaintStart = vi.fn();
    render(
      <Hemicycle
        seatCount={50}
        seatColors={[]}
        label="Zetels"
        seatLabels={Array.from({ length: 50 }, (_, seat) => `Zetel ${seat + 1}`)}
        onSeatPaint={onSeatPaint}
        onPaintStart={onPaintStart}
      />,
    );
    const seat = (n: number) => screen.getByRole('button', { name: `Zetel ${n}` });
    return { onSeatPaint, onPaintStart, seat };
  }

  const finger = { pointerId: 7, pointerType: 'touch', button: 0 };

  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets the page scroll vertically and paints a tapped seat when the finger lifts', () => {
    const { onSeatPaint, seat } = renderChart();
    expect(screen.getByRole('group', { name: 'Zetels' })).toHaveStyle({
      touchAction: 'pan-y pinch-zoom',
    });
    fireEvent.pointerDown(seat(3), { ...finger, clientX: 100, clientY: 100 });
    expect(onSeatPaint).not.toHaveBeenCalled();
    fireEvent.pointerUp(seat(3), { ...finger, clientX: 101, clientY: 102 });
    expect(onSeatPaint).toHaveBeenCalledExactlyOnceWith(2, 'click');
  });

  it('paints nothing for a swipe: a finger that moves, or that the browser takes over to scroll', () => {
    const { onSeatPaint, seat } = renderChart();
    fireEvent.pointerDown(seat(3), { ...finger, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(seat(3), { ...finger, clientX: 100, clientY: 140 });
    fireEvent.pointerUp(seat(3), { ...finger, clientX: 100, clientY: 180 });
    fireEvent.pointerDown(seat(4), { ...finger, clientX: 100, clientY: 100 });
    fireEvent.pointerCancel(seat(4), { ...finger, clientX: 100, clientY: 100 });
    expect(onSeatPaint).not.toHaveBeenCalled();
  });

  it('starts painting after the finger rests 300 ms, and a second finger is never a tap', () => {
    vi.useFakeTimers();
    const { onSeatPaint, onPaintStart, seat } = renderChart();
    fireEvent.pointerDown(seat(5), { ...finger, clientX: 100, clientY: 100 });
    act(() => vi.advanceTimersByTime(HOLD_TO_PAINT_MS - 10));
    expect(onSeatPaint).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(10));
    expect(onPaintStart).toHaveBeenCalledOnce();
    expect(onSeatPaint).toHaveBeenCalledExactlyOnceWith(4, 'click');
    fireEvent.pointerUp(seat(5), { ...finger, clientX: 100, clientY: 100 });
    expect(onSeatPaint).toHaveBeenCalledOnce();

    fireEvent.pointerDown(seat(8), { ...finger, pointerId: 8, clientX: 100, clientY: 100 });
    fireEvent.pointerDown(seat(9), { ...finger, pointerId: 9, clientX: 150, clientY: 100 });
    act(() => vi.advanceTimersByTime(HOLD_TO_PAINT_MS * 2));
    fireEvent.pointerUp(seat(8), { ...finger, pointerId: 8 });
    fireEvent.pointerUp(seat(9), { ...finger, pointerId: 9 });
    expect(onSeatPaint).toHaveBeenCalledOnce();
  });

  it('draws look-alike colours with a pattern of their own', () => {
    const colours = Array.from({ length: 50 }, (_, seat) =>
      seat < 2 ? '#00AE41' : seat < 4 ? '#2CC84D' : null,
    );
    render(<Hemicycle seatCount={50} seatColors={colours} label="Zetels" />);
    const picture = screen.getByRole('img', { name: 'Zetels' });
    const overlay = (n: number) => picture.querySelector(`[data-seat="${n}"] [fill^="url("]`);
    expect(overlay(0)).toBeNull();
    expect(overlay(2)).not.toBeNull();
  });
});
