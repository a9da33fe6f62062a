import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, TextInput } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { auth as authTexts } from '../../../i18n/nl-auth';

/* Blocks that several auth pages share. */

/** The e-mail address field of login, registration, a reset request and a new verification mail. */
export function EmailField({
  field,
  error,
}: {
  field: UseFormRegisterReturn;
  error: string | undefined;
}) {
  return (
    <FormField label={authTexts.fields.email} error={error}>
      {(control) => (
        <TextInput {...control} {...field} type="email" autoComplete="email" inputMode="email" />
      )}
    </FormField>
  );
}

/** The round icon above a card that says it worked, or that it did not. */
export function CardIcon({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  return (
    <span
      className={cn(
        'flex size-14 items-center justify-center rounded-2xl',
        tone === 'success' ? 'bg-green-100 text-green-700' : 'bg-red-100 text-red-700',
      )}
    >
      {children}
    </span>
  );
}
