import { useId, useState } from 'react';
import type { MailPreferenceKind } from '@zetelpoule/shared/contract/reminders';
import { Alert } from '../../../components/ui/alert';
import { reminders } from '../../../i18n/nl-reminders';
import { useMailPreferences, useUpdateMailPreferences } from '../api/mail-preferences';
import { SwitchRow } from './switch-row';

const t = reminders.preferences;

const SWITCHES: { kind: MailPreferenceKind; label: string; hint: string }[] = [
  { kind: 'deadline', label: t.deadline, hint: t.deadlineHint },
  { kind: 'results', label: t.results, hint: t.resultsHint },
  { kind: 'nudges', label: t.nudges, hint: t.nudgesHint },
];

/**
 * One switch per kind of mail, the same three the mails' unsubscribe links turn off
 * (docs/decisions/032-reminder-emails.md).
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
            <SwitchRow
              key={kind}
              label={label}
              hint={hint}
              isOn={isOn}
              disabled={update.isPending}
              onToggle={() => void toggle(kind, label, !isOn)}
            />
          );
        })}
      {notice && <Alert tone="success">{notice}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
    </section>
  );
}
