import { ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatAmsterdamDate } from '@zetelpoule/shared/rules/deadline-format';
import type { User } from '@zetelpoule/shared/contract/user';
import { announceAccountDeleted } from '../../../components/account-deleted-notice';
import { DocumentTitle } from '../../../components/document-title';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { profile as profileTexts } from '../../../i18n/nl-profile';
import { useAuth } from '../../../lib/auth';
import { storage } from '../../../lib/storage';
import { useProfile } from '../api/get-profile';
import { AccountDataCard } from './account-data-card';
import { ChangePasswordForm } from './change-password-form';
import { MailSettings } from './mail-settings';
import { PushSettings } from './push-settings';
import { PrivacySettings } from './privacy-settings';
import { ProfileEditForm } from './profile-edit-form';

const t = profileTexts;

/** Profile: "Google", "Email/Password", or "Google + Email/Password". */
export function authenticationMethod(user: User): string {
  const social = [...new Set(user.social_auth.map((s) => t.methods[s.provider] ?? s.provider))];
  if (social.length === 0) return t.methods.password!;
  const joined = social.join(' + ');
  return user.has_usable_password ? `${joined} + ${t.methods.password}` : joined;
}

export function memberSince(user: User): string {
  return formatAmsterdamDate(user.date_joined);
}

function adminBadge(user: User): string | null {
  if (user.is_superuser) return t.superAdmin;
  if (user.is_staff) return t.staffAdmin;
  return null;
}

export function ProfilePage() {
  const auth = useAuth();
  const { data } = useProfile();
  const [isEditing, setIsEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const user = data ?? auth.user;

  // The fresh profile from the server also refreshes the navbar's copy.
  const { setUser } = auth;
  useEffect(() => {
    if (data) setUser(data);
  }, [data, setUser]);

  if (!user) return null;
  const badge = adminBadge(user);

  const rows: [string, string][] = [
    [t.fields.firstName, user.first_name || t.notFilledIn],
    [t.fields.lastName, user.last_name || t.notFilledIn],
    [t.fields.username, user.username],
    [t.fields.email, user.email],
    [t.fields.memberSince, memberSince(user)],
    [t.fields.authMethod, authenticationMethod(user)],
  ];

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:py-12">
      <DocumentTitle title={t.title} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-navy-950 sm:text-3xl">{t.title}</h1>
        {badge && (
          <Badge tone="oranje">
            <ShieldCheck aria-hidden="true" className="size-3.5" />
            {badge}
          </Badge>
        )}
      </div>

      {notice && <Alert tone="success">{notice}</Alert>}

      <Card className="p-6 sm:p-8">
        {isEditing ? (
          <ProfileEditForm
            user={user}
            onCancel={() => setIsEditing(false)}
            onSaved={(updated) => {
              auth.setUser(updated);
              setIsEditing(false);
              setNotice(t.updated);
            }}
          />
        ) : (
          <>
            <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
              {rows.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-sm font-semibold text-slate-600">{label}</dt>
                  <dd className="mt-0.5 break-words text-navy-950">{value}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-6 flex flex-wrap gap-3">
              <Button
                onClick={() => {
                  setNotice(null);
                  setIsEditing(true);
                }}
              >
                {t.edit}
              </Button>
            </div>
          </>
        )}
      </Card>

      <Card className="p-6 sm:p-8">
        <PrivacySettings user={user} onSaved={auth.setUser} />
      </Card>

      <Card className="p-6 sm:p-8">
        <MailSettings />
      </Card>
      <Card className="p-6 sm:p-8">
        <PushSettings />
      </Card>

      {user.has_usable_password && (
        <Card className="p-6 sm:p-8">
          <ChangePasswordForm />
        </Card>
      )}

      <Card className="p-6 sm:p-8">
        <AccountDataCard
          user={user}
          onDeleted={() => {
            // The account is gone on the server: no logout call to make, only local state to
            // drop. Logout then sends the player to the landing page, which says it is done.
            announceAccountDeleted();
            storage.clearSession();
            void auth.logout();
          }}
        />
      </Card>
    </div>
  );
}
