import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEADLINE_TOAST_FADE_MS, DEADLINE_TOAST_MS, type DeadlineInfo } from '@zetelpoule/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/render-app';
import { ApiError } from '../../lib/api-client';
import { storage } from '../../lib/storage';
import { DEADLINE_BANNER_BODY_CLASS } from './deadline-banner';
import { useDeadlineErrorHandler } from './deadline-toast';
import { WithDeadlineBanner } from './with-deadline-banner';

const OPEN: DeadlineInfo = {
  predictions_locked: false,
  deadline_passed: false,
  deadline_active: true,
  election_name: 'Tweede Kamer 2029',
  election_category: 'TK',
  election_date: '2029-03-21T06:30:00.000Z',
  // 18:59 UTC in winter is 19:59 in Amsterdam.
  predictions_deadline: '2029-03-20T18:59:00.000Z',
  status_message: 'Je kunt je voorspellingen nog wijzigen tot dinsdag 20 maart 2029 om 19:59.',
  time_remaining: { days: 3, hours: 4, minutes: 5 },
};

const LOCKED: DeadlineInfo = {
  ...OPEN,
  predictions_locked: true,
  deadline_passed: true,
  status_message: 'De deadline is verstreken. Voorspellingen kunnen niet meer worden gewijzigd.',
  time_remaining: null,
};

const NO_ELECTION: DeadlineInfo = {
  ...OPEN,
  deadline_active: false,
  election_name: null,
  election_date: null,
  predictions_deadline: null,
  status_message: 'Er is op dit moment geen actieve verkiezing.',
  time_remaining: null,
};

let deadlineInfo: DeadlineInfo;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  deadlineInfo = OPEN;
  fetchMock.mockImplementation(async () => jsonResponse(200, deadlineInfo));
  vi.stubGlobal('fetch', fetchMock);
  storage.setTokens({ access: 'access-token', refresh: 'refresh-token' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A save button that fails with the error it is given, as a page's save would. */
function FailingSave({ error }: { error: unknown }) {
  const handleDeadlineError = useDeadlineErrorHandler();
  return (
    <button type="button" onClick={() => handleDeadlineError(error)}>
      Opslaan
    </button>
  );
}

function renderWrapped(children = <p>Pagina</p>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <WithDeadlineBanner>{children}</WithDeadlineBanner>
    </QueryClientProvider>,
  );
}

const DEADLINE_ERROR = new ApiError({
  status: 423,
  code: 'deadline_passed',
  message: 'De deadline is verstreken. Voorspellingen kunnen niet meer worden gewijzigd.',
});

describe('deadline banner', () => {
  it('shows the deadline in Amsterdam time on a 24-hour clock while predictions are open', async () => {
    renderWrapped();
    const banner = await screen.findByRole('region', { name: 'Deadline voorspellingen' });
    expect(banner).toHaveTextContent('Deadline: dinsdag 20 maart 2029 om 19:59');
    expect(banner).toHaveTextContent('Nog 3 dagen, 4 uur en 5 minuten');
    expect(banner).toHaveTextContent(
      'Na de deadline kunnen voorspellingen niet meer worden gewijzigd, maar kun je wel de voorspellingen van je tegenstanders bekijken.',
    );
    expect(document.body).toHaveClass(DEADLINE_BANNER_BODY_CLASS);
    expect(screen.getByText('Pagina')).toBeInTheDocument();
  });

  it('shows the lock, the status message and the locked sentence after the deadline', async () => {
    deadlineInfo = LOCKED;
    renderWrapped();
    const banner = await screen.findByRole('region', { name: 'Deadline voorspellingen' });
    expect(banner).toHaveTextContent(LOCKED.status_message);
    expect(banner).toHaveTextContent(
      'Alle voorspellingen zijn nu vergrendeld en kunnen niet worden gewijzigd',
    );
  });

  it('says in one line that the result is final, with the locked texts kept for wide screens', async () => {
    deadlineInfo = { ...LOCKED, results_final: true };
    renderWrapped();
    const banner = await screen.findByRole('region', { name: 'Deadline voorspellingen' });
    expect(banner).toHaveTextContent('Uitslag definitief · voorspellingen gesloten');
    expect(screen.getByText(LOCKED.status_message).parentElement).toHaveClass('hidden', 'sm:block');
  });

  it('is not shown, and leaves the body class off, when no deadline is active', async () => {
    deadlineInfo = NO_ELECTION;
    renderWrapped();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Deadline voorspellingen' })).toBeNull();
    expect(document.body).not.toHaveClass(DEADLINE_BANNER_BODY_CLASS);
  });

  it('holds its place with an invisible open banner while deadline info loads', async () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    renderWrapped();
    const skeleton = screen.getByTestId('deadline-banner-skeleton');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('region', { name: 'Deadline voorspellingen' })).toBeNull();
  });

  it('removes the body class when the page goes away', async () => {
    const { unmount } = renderWrapped();
    await screen.findByRole('region', { name: 'Deadline voorspellingen' });
    unmount();
    expect(document.body).not.toHaveClass(DEADLINE_BANNER_BODY_CLASS);
  });

  it('asks the server again every 120 seconds and switches to locked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Far enough away that the at-the-deadline refetch does not fire during the test.
    deadlineInfo = {
      ...OPEN,
      predictions_deadline: new Date(Date.now() + 86_400_000).toISOString(),
    };
    renderWrapped();
    await screen.findByText(/^Deadline: /);
    deadlineInfo = LOCKED;
    await act(() => vi.advanceTimersByTimeAsync(119_000));
    expect(screen.queryByText(LOCKED.status_message)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(await screen.findByText(LOCKED.status_message)).toBeInTheDocument();
  });

  it('asks again right after the deadline passes instead of waiting for the next poll', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    deadlineInfo = { ...OPEN, predictions_deadline: new Date(Date.now() + 10_000).toISOString() };
    renderWrapped();
    await screen.findByText(/^Deadline: /);
    deadlineInfo = LOCKED;
    await act(() => vi.advanceTimersByTimeAsync(11_500));
    expect(await screen.findByText(LOCKED.status_message)).toBeInTheDocument();
  });
});

describe('Predictions Locked toast', () => {
  it('shows the server message on a 423, fades out after 5 seconds and refetches deadline info', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWrapped(<FailingSave error={DEADLINE_ERROR} />);
    await screen.findByText(/^Deadline: /);
    const callsBefore = fetchMock.mock.calls.length;
    deadlineInfo = LOCKED;

    act(() => screen.getByRole('button', { name: 'Opslaan' }).click());
    const toast = screen.getByTestId('deadline-toast');
    expect(toast).toHaveTextContent('Voorspellingen vergrendeld');
    expect(toast).toHaveTextContent(DEADLINE_ERROR.message);
    expect(screen.getByRole('alert')).toContainElement(toast);
    // The banner does not wait for the 120 s poll to learn about the lock.
    expect(await screen.findByText(/Alle voorspellingen zijn nu vergrendeld/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.length).toBe(callsBefore + 1);

    await act(() => vi.advanceTimersByTimeAsync(DEADLINE_TOAST_MS - 100));
    expect(screen.getByTestId('deadline-toast')).not.toHaveClass('opacity-0');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByTestId('deadline-toast')).toHaveClass('opacity-0');
    await act(() => vi.advanceTimersByTimeAsync(DEADLINE_TOAST_FADE_MS));
    expect(screen.queryByTestId('deadline-toast')).toBeNull();
  });

  it('can be closed by hand', async () => {
    renderWrapped(<FailingSave error={DEADLINE_ERROR} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(screen.getByTestId('deadline-toast')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Melding sluiten' }));
    expect(screen.queryByTestId('deadline-toast')).toBeNull();
  });

  it('ignores errors other than 423', async () => {
    const error = new ApiError({ status: 500, message: 'Kapot' });
    renderWrapped(<FailingSave error={error} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(screen.queryByTestId('deadline-toast')).toBeNull();
  });
});
