import { useEffect, useId, useState } from 'react';
import type { PushKind, PushSubscriptionView } from '@zetelpoule/shared/contract/push';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { push } from '../../../i18n/nl-push';
import {
  currentSubscription,
  disablePush,
  enablePush,
  pushAvailability,
  saveSubscription,
  updatePushKinds,
} from '../../../lib/push';
import { SwitchRow } from './switch-row';

const t = push.settings;

const KINDS: { kind: PushKind; label: string; hint: string }[] = [
  { kind: 'deadline', label: t.deadline, hint: t.deadlineHint },
  { kind: 'results', label: t.results, hint: t.resultsHint },
  { kind: 'overtaken', label: t.overtaken, hint: t.overtakenHint },
];

type State =
  | { step: 'checking' }
  | { step: 'off' }
  | { step: 'on'; view: PushSubscriptionView }
  | { step: 'blocked'; message: string };

/** Why the switches are not there: a fact about the device, not an error. */
function Note({ children }: { children: string }) {
  return (
    <p
      role="status"
      className="rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700"
    >
      {children}
    </p>
  );
}

/**
 * Push notifications on this device (docs/decisions/065-web-push.md): turned on with a tap (the browser's
 * permission question must follow one), then one switch per kind, kept per device.
 */
export function PushSettings() {
  const availability = pushAvailability();
  const [state, setState] = useState<State>({ step: 'checking' });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  useEffect(() => {
    if (availability !== 'available') return;
    let cancelled = false;
    void (async () => {
      const next: State =
        Notification.permission === 'denied'
          ? { step: 'blocked', message: t.denied }
          : await currentSubscription()
              // Sent again: the server learns this device's current keys and answers its kinds.
              .then(async (sub) =>
                sub ? { step: 'on' as const, view: await saveSubscription(sub) } : null,
              )
              .catch(() => null)
              .then((on) => on ?? { step: 'off' as const });
      if (!cancelled) setState(next);
    })();
    return () => {
      cancelled = true;
    };
  }, [availability]);

  async function turnOn() {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const result = await enablePush();
      if (result.outcome === 'enabled') setState({ step: 'on', view: result.view });
      else
        setState({
          step: 'blocked',
          message: result.outcome === 'denied' ? t.denied : t.serverOff,
        });
    } catch {
      setError(t.failed);
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    setError(null);
    try {
      await disablePush();
      setState({ step: 'off' });
      setNotice(t.disabled);
    } catch {
      setError(t.saveFailed);
    } finally {
      setBusy(false);
    }
  }

  async function toggle(view: PushSubscriptionView, kind: PushKind, label: string) {
    const next = !view.kinds[kind];
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      setState({ step: 'on', view: await updatePushKinds(view.id, { [kind]: next }) });
      setNotice(next ? t.on(label) : t.off(label));
    } catch {
      setError(t.saveFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-lg font-bold text-navy-950">
        {t.title}
      </h2>
      <p className="text-sm text-slate-600">{t.intro}</p>
      {availability === 'ios-needs-install' && <Note>{t.iosInstall}</Note>}
      {availability === 'unsupported' && <Note>{t.unsupported}</Note>}
      {state.step === 'blocked' && <Note>{state.message}</Note>}
      {availability === 'available' && state.step === 'off' && (
        <Button onClick={() => void turnOn()} disabled={busy} className="w-full sm:w-auto">
          {busy ? t.enabling : t.enable}
        </Button>
      )}
      {state.step === 'on' && (
        <>
          <p className="text-sm font-semibold text-emerald-700">{t.enabled}</p>
          {KINDS.map(({ kind, label, hint }) => (
            <SwitchRow
              key={kind}
              label={label}
              hint={hint}
              isOn={state.view.kinds[kind]}
              disabled={busy}
              onToggle={() => void toggle(state.view, kind, label)}
            />
          ))}
          <Button variant="outline" onClick={() => void turnOff()} disabled={busy}>
            {t.disable}
          </Button>
        </>
      )}
      {notice && <Alert tone="success">{notice}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
    </section>
  );
}
