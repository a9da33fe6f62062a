import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { push } from '../../../i18n/nl-push';
import { currentSubscription, enablePush, pushAvailability } from '../../../lib/push';
import { useCompleteness } from '../hooks/use-prediction-progress';

const t = push.prompt;
/** Set once the player answered the question; it is never asked again on this device. */
const ANSWERED_KEY = 'zetelpoule.push-prompt-answered';

function answered(): boolean {
  try {
    return localStorage.getItem(ANSWERED_KEY) !== null;
  } catch {
    return true;
  }
}

function remember(): void {
  try {
    localStorage.setItem(ANSWERED_KEY, new Date().toISOString());
  } catch {
    // Private mode without storage: the question may come once more on a later visit.
  }
}

/**
 * The question whether the player wants notifications (docs/decisions/065-web-push.md): never when the page
 * loads, only once a save moved the prediction on during the visit, and only on a device that
 * can get them and was never asked. Self-contained: it reads the dashboard's live progress.
 */
export function PushPrompt() {
  const completeness = useCompleteness();
  const saved = completeness ? completeness.finishedCount + completeness.seatsAssigned : 0;
  const atLoad = useRef(saved);
  const [phase, setPhase] = useState<'hidden' | 'asking' | 'busy' | 'done'>('hidden');

  useEffect(() => {
    if (phase !== 'hidden' || saved <= atLoad.current) return;
    if (pushAvailability() !== 'available' || Notification.permission !== 'default' || answered()) {
      return;
    }
    let cancelled = false;
    void currentSubscription()
      .catch(() => null)
      .then((subscription) => {
        if (!cancelled && !subscription) setPhase('asking');
      });
    return () => {
      cancelled = true;
    };
  }, [saved, phase]);

  if (phase === 'hidden') return null;

  async function accept() {
    remember();
    setPhase('busy');
    try {
      const result = await enablePush();
      setPhase(result.outcome === 'enabled' ? 'done' : 'hidden');
    } catch {
      setPhase('hidden');
    }
  }

  return (
    <aside
      aria-label={t.title}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-md rounded-2xl bg-white p-4 shadow-lg ring-1 ring-slate-200"
    >
      {phase === 'done' ? (
        <div className="flex items-center justify-between gap-3">
          <p role="status" className="text-sm font-semibold text-emerald-700">
            {t.done}
          </p>
          <Button variant="ghost" size="sm" onClick={() => setPhase('hidden')}>
            {t.close}
          </Button>
        </div>
      ) : (
        <>
          <h2 className="font-bold text-navy-950">{t.title}</h2>
          <p className="mt-1 text-sm text-slate-600">{t.body}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button onClick={() => void accept()} disabled={phase === 'busy'}>
              {t.accept}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                remember();
                setPhase('hidden');
              }}
            >
              {t.dismiss}
            </Button>
          </div>
        </>
      )}
    </aside>
  );
}
