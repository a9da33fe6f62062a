import { ADMIN_MESSAGES, type AdminUser } from '@zetelpoule/shared';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField, TextInput } from '../../../components/ui/form-field';
import { admin as adminTexts } from '../../../i18n/nl-admin';
import { useSearchUser } from '../api/search-user';
import { adminErrorMessage } from '../lib/admin-error';
import { AdminHeader } from './admin-header';
import { PredictionAnalysis } from './prediction-analysis';
import { UserResult } from './user-result';

const t = adminTexts.search;

/**
 * Admin user search: find a user by e-mail or username (at least one, both trimmed),
 * see their account and predictions, and open the analysis of one prediction.
 */
export function UserSearchPage() {
  const [email, setEmail] = useState('');
  const [username, setUsername] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [user, setUser] = useState<AdminUser | null>(null);
  const [openPredictionId, setOpenPredictionId] = useState<number | null>(null);
  const search = useSearchUser();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const body = { email: email.trim(), username: username.trim() };
    if (body.email === '' && body.username === '') {
      setFormError(ADMIN_MESSAGES.userSearchEmpty);
      return;
    }
    setFormError(null);
    search.mutate(
      {
        ...(body.email !== '' && { email: body.email }),
        ...(body.username !== '' && { username: body.username }),
      },
      {
        onSuccess: (found) => {
          setUser(found);
          setOpenPredictionId(null);
        },
        onError: (error) => {
          setUser(null);
          setOpenPredictionId(null);
          setFormError(adminErrorMessage(error, adminTexts.errors.searchUser));
        },
      },
    );
  }

  return (
    <div className="flex-1">
      <AdminHeader title={t.title} intro={t.intro} />
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        <Card className="p-5 sm:p-6">
          <form onSubmit={handleSubmit} noValidate>
            <div className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
              <FormField label={t.email}>
                {(control) => (
                  <TextInput
                    {...control}
                    type="email"
                    autoComplete="off"
                    value={email}
                    onChange={(event) => setEmail(event.target.value)}
                  />
                )}
              </FormField>
              <FormField label={t.username}>
                {(control) => (
                  <TextInput
                    {...control}
                    autoComplete="off"
                    autoCapitalize="none"
                    spellCheck={false}
                    value={username}
                    onChange={(event) => setUsername(event.target.value)}
                  />
                )}
              </FormField>
              <Button type="submit" variant="secondary" disabled={search.isPending}>
                <Search aria-hidden="true" className="size-4" />
                {search.isPending ? t.searching : t.submit}
              </Button>
            </div>
            {formError && (
              <Alert tone="error" className="mt-4">
                {formError}
              </Alert>
            )}
          </form>
        </Card>

        {user && (
          <UserResult
            user={user}
            openPredictionId={openPredictionId}
            onOpenPrediction={setOpenPredictionId}
          />
        )}
        {user && openPredictionId !== null && (
          <PredictionAnalysis
            key={openPredictionId}
            predictionId={openPredictionId}
            onClose={() => setOpenPredictionId(null)}
          />
        )}
      </div>
    </div>
  );
}
