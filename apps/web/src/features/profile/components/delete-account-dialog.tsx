import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FRESH_SOCIAL_SIGN_IN_MINUTES } from '@zetelpoule/shared/constants';
import type { User } from '@zetelpoule/shared/contract/user';
import { PASSWORD_MESSAGES } from '@zetelpoule/shared/rules/password';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { profile as profileTexts } from '../../../i18n/nl-profile';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useDeleteAccount } from '../api/delete-account';

const t = profileTexts.deleteAccount;

/**
 * "Account verwijderen": a Radix dialog (focus trap, Escape, focus back to the
 * button) asking for the password; an account without one is sent to sign in with its provider
 * again first, as the server asks for a fresh social sign-in.
 */
export function DeleteAccountDialog({
  user,
  trigger,
  onDeleted,
}: {
  user: User;
  /** The button that opens the dialog; focus returns to it when the dialog closes. */
  trigger: ReactNode;
  onDeleted: () => void;
}) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const hasPassword = user.has_usable_password;
  const providers = [...new Set(user.social_auth.map((s) => s.provider))];

  function reset(next: boolean) {
    if (!next) {
      setPassword('');
      setFieldError(undefined);
      setFormError(null);
    }
    setOpen(next);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFieldError(undefined);
    setFormError(null);
    if (hasPassword && password === '') {
      setFieldError(PASSWORD_MESSAGES.required);
      return;
    }
    try {
      await remove.mutateAsync(hasPassword ? { password } : {});
      onDeleted();
    } catch (error) {
      if (!isApiError(error)) {
        setFormError(t.failed);
      } else if (error.fieldErrors.password?.[0]) {
        setFieldError(error.fieldErrors.password[0]);
      } else {
        // 403 (no fresh social sign-in), 429, offline: the server's Dutch message says why.
        setFormError(error.message || t.failed);
      }
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={reset}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60 backdrop-blur-[2px]" />
        <Dialog.Content
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col overflow-y-auto rounded-t-3xl bg-white p-5 shadow-2xl focus:outline-none',
            'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-7',
          )}
        >
          <div className="flex items-start gap-4">
            <Dialog.Title className="flex-1 text-lg font-bold tracking-tight text-navy-950 sm:text-xl">
              {t.title}
            </Dialog.Title>
            <Dialog.Close
              className="-mt-1 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-xl text-slate-500 hover:bg-slate-100 hover:text-navy-900"
              title={t.close}
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{t.close}</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            {t.description}
          </Dialog.Description>
          <p className="mt-2 text-sm text-slate-700">{t.handover}</p>

          <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-5 space-y-4">
            {formError && <Alert tone="error">{formError}</Alert>}
            {hasPassword ? (
              <FormField label={t.password} hint={t.passwordHint} error={fieldError}>
                {(control) => (
                  <PasswordInput
                    {...control}
                    name="password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                  />
                )}
              </FormField>
            ) : (
              <div className="space-y-3">
                <p className="text-sm text-slate-700">
                  {t.socialHint(FRESH_SOCIAL_SIGN_IN_MINUTES)}
                </p>
                <div className="flex flex-wrap gap-2">
                  {providers.map((provider) => (
                    <a
                      key={provider}
                      href={`/auth/login/${provider}/?next=/profile`}
                      className={buttonClasses({ variant: 'outline', size: 'sm' })}
                    >
                      {t.signInAgain(profileTexts.methods[provider] ?? provider)}
                    </a>
                  ))}
                </div>
              </div>
            )}
            <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline">{t.cancel}</Button>
              </Dialog.Close>
              <Button type="submit" variant="danger" disabled={remove.isPending}>
                {remove.isPending ? t.deleting : t.confirm}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
