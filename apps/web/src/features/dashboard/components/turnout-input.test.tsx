import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTOSAVE_DELAY_MS, TURNOUT_MESSAGES } from '@zetelpoule/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WithDeadlineBanner } from '../../../components/deadline/with-deadline-banner';
import { ApiError } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { DEADLINE_BODY, createFakeServer } from '../testing/fake-server';
import { TurnoutInput } from './turnout-input';

const LABEL = 'Opkomst Amsterdam (%)';
const FAILED = 'Opslaan mislukt. Probeer het nog een keer.';
const MANUAL_FAILED = 'Opslaan met Enter is mislukt. Probeer het opnieuw.';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal('fetch', createFakeServer().fetch);
  storage.setTokens({ access: 'access-token', refresh: 'refresh-token' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderInput({
  onSave = vi.fn(async () => undefined),
  initialValue = null,
  disabled = false,
}: {
  onSave?: (value: number) => Promise<unknown>;
  initialValue?: number | null;
  disabled?: boolean;
} = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <WithDeadlineBanner>
        <TurnoutInput
          label={LABEL}
          initialValue={initialValue}
          onSave={onSave}
          disabled={disabled}
          failedMessage={FAILED}
          manualFailedMessage={MANUAL_FAILED}
        />
      </WithDeadlineBanner>
    </QueryClientProvider>,
  );
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { onSave, user, input: screen.getByLabelText(LABEL) };
}

describe('turnout input validation (docs/rules.md#input-rules)', () => {
  it.each([
    ['abc', TURNOUT_MESSAGES.invalid],
    ['55.55', TURNOUT_MESSAGES.invalid],
    ['5.5.5', TURNOUT_MESSAGES.invalid],
    ['1.000', TURNOUT_MESSAGES.invalid],
    ['-1', TURNOUT_MESSAGES.negative],
    ['100.5', TURNOUT_MESSAGES.tooHigh],
    ['101', TURNOUT_MESSAGES.tooHigh],
  ])('answers %s with "%s" and saves nothing', async (typed, message) => {
    const { user, input, onSave } = renderInput();
    await user.type(input, typed);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.keyboard('{Enter}');
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2));
    expect(onSave).not.toHaveBeenCalled();
  });

  it.each([
    ['0', 0],
    ['100', 100],
    ['55,5', 55.5],
    ['7,9', 7.9],
    ['78.3', 78.3],
    ['78.', 78],
  ])('accepts %s', async (typed, value) => {
    const { user, input, onSave } = renderInput();
    await user.type(input, typed);
    expect(input).not.toHaveAttribute('aria-invalid');
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(onSave).toHaveBeenCalledWith(value);
  });

  it('keeps the comma as it is typed', async () => {
    const { user, input } = renderInput();
    await user.type(input, '61,2');
    expect(input).toHaveValue('61,2');
  });

  it('shows a saved turnout with a decimal comma (nl-NL)', () => {
    const { input } = renderInput({ initialValue: 78.3 });
    expect(input).toHaveValue('78,3');
  });
});

describe('turnout autosave', () => {
  it('saves one second after the last keystroke, and only then', async () => {
    const { user, input, onSave } = renderInput();
    await user.type(input, '6');
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 100));
    await user.type(input, '7');
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 100));
    expect(onSave).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith(67);
    expect(await screen.findByTestId('saved-tick')).toBeInTheDocument();
    expect(screen.getByText('Opgeslagen')).toBeInTheDocument();
  });

  it('saves at once on Enter, without a second save when the timer would have run', async () => {
    const { user, input, onSave } = renderInput();
    await user.type(input, '72.4{Enter}');
    expect(onSave).toHaveBeenCalledWith(72.4);
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('does not save a value that is already saved', async () => {
    const { user, input, onSave } = renderInput({ initialValue: 70 });
    expect(screen.getByTestId('saved-tick')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '70{Enter}');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the failure message when an autosave fails, and the manual one when Enter fails', async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError({ status: 503, message: 'Service Unavailable' });
    });
    const { user, input } = renderInput({ onSave });
    await user.type(input, '55');
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    expect(screen.queryByTestId('saved-tick')).toBeNull();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(MANUAL_FAILED)).toBeInTheDocument();
    expect(onSave).toHaveBeenCalledTimes(2);
  });

  it('sends the newest value after a slow save instead of racing it', async () => {
    const answers: Array<() => void> = [];
    const onSave = vi.fn(() => new Promise<void>((resolve) => answers.push(resolve)));
    const { user, input } = renderInput({ onSave });
    await user.type(input, '50{Enter}');
    await user.clear(input);
    await user.type(input, '51{Enter}');
    await user.clear(input);
    await user.type(input, '52{Enter}');
    // 51 and 52 wait for 50; only the newest of them is sent afterwards.
    expect(onSave.mock.calls).toEqual([[50]]);
    await act(async () => answers[0]!());
    expect(onSave.mock.calls).toEqual([[50], [52]]);
    await act(async () => answers[1]!());
    expect(await screen.findByTestId('saved-tick')).toBeInTheDocument();
  });

  it('raises the Predictions Locked toast when the save answers 423', async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError({ status: 423, code: 'deadline_passed', message: DEADLINE_BODY.message });
    });
    const { user, input } = renderInput({ onSave });
    await user.type(input, '64{Enter}');
    expect(await screen.findByTestId('deadline-toast')).toHaveTextContent(DEADLINE_BODY.message);
  });

  it('cannot be typed in while disabled', () => {
    const { input } = renderInput({ disabled: true });
    expect(input).toBeDisabled();
  });
});
