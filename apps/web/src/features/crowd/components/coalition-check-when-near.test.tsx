import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../test/render-app';
import { CoalitionCheckWhenNear } from './coalition-check-when-near';

const PARTIES = [{ id: 1, name: 'Alfa', hexcolor: '#1d4ed8', list_number: 1 }];

/** An IntersectionObserver the test moves by hand: `reach()` brings every observed element near. */
function stubIntersectionObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    reach: () =>
      act(() => {
        for (const callback of callbacks) {
          callback(
            [{ isIntersecting: true } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
        }
      }),
  };
}

function setup(search = '') {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/auth/parties/') return jsonResponse(200, PARTIES);
    return jsonResponse(404, { error: 'not_found', message: 'Niet gevonden.' });
  });
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/dashboard${search}`]}>
        <CoalitionCheckWhenNear />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { fetchMock };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CoalitionCheckWhenNear', () => {
  it('keeps its place free and asks nothing until the player scrolls near it', async () => {
    const observer = stubIntersectionObserver();
    const { fetchMock } = setup();
    expect(screen.getByTestId('coalition-check-placeholder')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(fetchMock).not.toHaveBeenCalled();

    observer.reach();
    expect(await screen.findByRole('heading', { name: 'Coalitiecheck' })).toBeInTheDocument();
    expect(screen.queryByTestId('coalition-check-placeholder')).toBeNull();
  });

  it('shows a shared coalition at once', async () => {
    stubIntersectionObserver();
    setup('?coalitie=alfa');
    expect(await screen.findByRole('button', { name: 'Alfa' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
