import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PredictionProgressProvider, useUpdateProgress } from '../hooks/use-prediction-progress';
import { MUNICIPALITIES, emptyPrediction } from '../testing/fake-server';
import { PushPrompt } from './push-prompt';

// The notification question (docs/decisions/065-web-push.md): never when the dashboard opens, only after a
// save moved the prediction on, and only on a device that can get notifications and was never
// asked.

const enablePush = vi.fn();
vi.mock('../../../lib/push', () => ({
  pushAvailability: () => 'available',
  currentSubscription: async () => null,
  enablePush: () => enablePush(),
}));

function SaveJoker() {
  const update = useUpdateProgress();
  return (
    <button type="button" onClick={() => update((p) => ({ ...p, hasJoker: true }))}>
      opslaan
    </button>
  );
}

function renderDashboard() {
  return render(
    <PredictionProgressProvider prediction={emptyPrediction()} municipalities={MUNICIPALITIES}>
      <PushPrompt />
      <SaveJoker />
    </PredictionProgressProvider>,
  );
}

describe('the notification question', () => {
  beforeEach(() => {
    localStorage.clear();
    enablePush.mockReset();
    vi.stubGlobal('Notification', { permission: 'default' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('waits for a save, then asks; a yes turns notifications on', async () => {
    enablePush.mockResolvedValue({ outcome: 'enabled', view: {} });
    renderDashboard();
    expect(screen.queryByRole('complementary')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'opslaan' }));
    const prompt = await screen.findByRole('complementary', {
      name: 'Wil je een seintje krijgen?',
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ja, meldingen aan' }, { container: prompt }),
    );
    expect(enablePush).toHaveBeenCalledOnce();
    expect(
      await screen.findByText('Meldingen staan aan. Je kiest welke op je profiel.'),
    ).toBeVisible();
  });

  it('is not asked again once answered', async () => {
    const first = renderDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'opslaan' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Nee, bedankt' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    first.unmount();

    renderDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'opslaan' }));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(enablePush).not.toHaveBeenCalled();
  });

  it('is not asked when the browser already decided', async () => {
    vi.stubGlobal('Notification', { permission: 'denied' });
    renderDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'opslaan' }));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
