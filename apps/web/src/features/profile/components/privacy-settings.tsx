import { useId, useState } from 'react';
import type { User } from '@zetelpoule/shared/contract/user';
import { Alert } from '../../../components/ui/alert';
import { profile as profileTexts } from '../../../i18n/nl-profile';
import { useUpdateProfile } from '../api/update-profile';
import { SwitchRow } from './switch-row';

const t = profileTexts.privacy;

/**
 * The real-name switch (docs/decisions/016-real-names-and-account-deletion.md): off by default; on,
 * co-members of the player's sub-leagues see first and last name. The national pool always shows
 * usernames only.
 */
export function PrivacySettings({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const update = useUpdateProfile();
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
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
    <section aria-labelledby={titleId} className="space-y-4">
      <h2 id={titleId} className="text-lg font-bold text-navy-950">
        {t.title}
      </h2>
      <SwitchRow
        label={t.showRealName}
        hint={t.showRealNameHint}
        isOn={isOn}
        disabled={update.isPending}
        onToggle={() => void toggle()}
      />
      {notice && <Alert tone="success">{notice}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
    </section>
  );
}
