import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_BANNER_DELAY_MS } from '@zetelpoule/shared/constants';
import { storage } from '../lib/storage';
import { CookieConsentBanner } from './cookie-consent-banner';

const NOW = new Date('2025-10-20T09:30:00.000Z');
/** The choice is made once the banner is shown, one delay after load. */
const CHOICE_TIME = new Date(NOW.getTime() + COOKIE_BANNER_DELAY_MS).toISOString();

// fireEvent rather than user-event: user-event waits on timers, which are fake here.
function renderBanner() {
  render(
    <MemoryRouter>
      <CookieConsentBanner />
    </MemoryRouter>,
  );
}

function banner() {
  return screen.queryByRole('region', { name: 'Cookies en lokale opslag' });
}

describe('cookie consent banner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('appears one second after load when no choice is stored', () => {
    renderBanner();

    act(() => vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS - 1));
    expect(banner()).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(banner()).toBeVisible();
  });

  it('stores "accepted" with the date and goes away', () => {
    renderBanner();
    act(() => vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS));

    fireEvent.click(screen.getByRole('button', { name: 'Accepteren' }));

    expect(storage.getCookieConsent()).toEqual({ choice: 'accepted', date: CHOICE_TIME });
    expect(banner()).not.toBeInTheDocument();
  });

  it('stores "declined" with the date and goes away', () => {
    renderBanner();
    act(() => vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS));

    fireEvent.click(screen.getByRole('button', { name: 'Weigeren' }));

    expect(storage.getCookieConsent()).toEqual({ choice: 'declined', date: CHOICE_TIME });
    expect(banner()).not.toBeInTheDocument();
  });

  it('stays hidden when a choice was made before', () => {
    storage.setCookieConsent({ choice: 'declined', date: '2025-10-01T08:00:00.000Z' });
    renderBanner();

    act(() => vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS * 10));
    expect(banner()).not.toBeInTheDocument();
  });

  it('shows the essential, analytical and functional categories in its details', () => {
    renderBanner();
    act(() => vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS));
    const toggle = screen.getByRole('button', { name: 'Details tonen' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Details verbergen');
    for (const category of ['Essentieel', 'Analytisch', 'Functioneel']) {
      expect(screen.getByRole('heading', { name: category })).toBeVisible();
    }
    expect(screen.getByText(/inlogtokens en deze keuze/)).toBeVisible();
  });
});
