import { useId, useState } from 'react';
import type { MailPreferenceKind } from '@zetelpoule/shared/contract/reminders';
import { Alert } from '../../../components/ui/alert';
import { reminders } from '../../../i18n/nl-reminders';
import { cn } from '../../../lib/cn';
import { useMailPreferences, useUpdateMailPreferences } from '../api/mail-preferences';

const t = reminders.preferences;

const SWITCHES: { kind: MailPreferenceKind; label: string; hint: string }[] = [
  { kind: 'deadline', label: t.deadline, hint: t.deadlineHint },
  { kind: 'results', label: t.results, hint: t.resultsHint },
  { kind: 'nudges', label: t.nudges, hint: t.nudgesHint },
];

/**
 * Issue 14: one switch per kind of mail, the same three the mails' unsubscribe links turn off
 * (docs/decisions/032).
 */
export function MailSettings() {
  const preferences = useMailPreferences();
  const update = useUpdateMailPreferences();
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function toggle(kind: MailPreferenceKind, label: string, next: boolean) {
    setNotice(null);
    setError(null);
    try {
      await update.mutateAsync({ [kind]: next });
      setNotice(next ? t.on(label) : t.off(label));
    } catch {
      setError(t.saveFailed);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-lg font-bold text-navy-950">
        {t.title}
      </h2>
      <p className="text-sm text-slate-600">{t.intro}</p>
      {preferences.isError && <Alert tone="error">{t.loadFailed}</Alert>}
      {preferences.data &&
        SWITCHES.map(({ kind, label, hint }) => {
          const isOn = preferences.data[kind];
          return (
            <div key={kind} className="flex items-start justify-between gap-4">
              <div>
                <p id={`${id}-${kind}`} className="font-semibold text-navy-950">
                  {label}
                </p>
                <p id={`${id}-${kind}-hint`} className="mt-1 text-sm text-slate-600">
                  {hint}
                </p>
              </div>
              <button
                type="button"
                role="switch"
                aria-checked={isOn}
                aria-labelledby={`${id}-${kind}`}
                aria-describedby={`${id}-${kind}-hint`}
                disabled={update.isPending}
                onClick={() => void toggle(kind, label, !isOn)}
                className={cn(
                  'relative mt-0.5 inline-flex h-8 w-14 shrink-0 items-center rounded-full transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700',
                  'disabled:opacity-60',
                  isOn ? 'bg-navy-800' : 'bg-slate-400',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'inline-block size-6 rounded-full bg-white shadow transition-transform',
                    isOn ? 'translate-x-7' : 'translate-x-1',
                  )}
                />
              </button>
            </div>
          );
        })}
      {notice && <Alert tone="success">{notice}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
    </section>
  );
}
