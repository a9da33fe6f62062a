import { useId, useState } from 'react';
import type { User } from '@zetelpoule/shared/contract/user';
import { Alert } from '../../../components/ui/alert';
import { nl } from '../../../i18n/nl';
import { cn } from '../../../lib/cn';
import { useUpdateProfile } from '../api/update-profile';

const t = nl.profile.privacy;

/**
 * The real-name switch (docs/decisions/016): off by default; on, co-members of the player's
 * sub-leagues see first and last name. The national pool always shows usernames only.
 */
export function PrivacySettings({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const update = useUpdateProfile();
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const labelId = useId();
  const hintId = useId();
  const isOn = user.show_real_name;

  async function toggle() {
    setNotice(null);
    setError(null);
    try {
      const updated = await update.mutateAsync({
        first_name: user.first_name,
        last_name: user.last_name,
        username: user.username,
        show_real_name: !isOn,
      });
      onSaved(updated);
      setNotice(updated.show_real_name ? t.shown : t.hidden);
    } catch {
      setError(t.saveFailed);
    }
  }

  return (
    <section aria-labelledby={`${labelId}-title`} className="space-y-4">
      <h2 id={`${labelId}-title`} className="text-lg font-bold text-navy-950">
        {t.title}
      </h2>
      <div className="flex items-start justify-between gap-4">
        <div>
          <p id={labelId} className="font-semibold text-navy-950">
            {t.showRealName}
          </p>
          <p id={hintId} className="mt-1 text-sm text-slate-600">
            {t.showRealNameHint}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={isOn}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          disabled={update.isPending}
          onClick={() => void toggle()}
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
      {notice && <Alert tone="success">{notice}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
    </section>
  );
}
