import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordChecklist } from './password-checklist';
import { FormField } from './ui/form-field';
import { PasswordInput } from './ui/password-input';

/**
 * A new password and its confirmation, with the live checklist under the first: the same pair
 * wherever a password is chosen (registration, reset, profile). The caller registers both
 * fields, the new one with `deps` on the confirmation so that typing re-checks it.
 */
export function NewPasswordFields({
  password,
  newLabel,
  confirmLabel,
  newError,
  confirmError,
  newField,
  confirmField,
}: {
  /** What is typed in the new-password field, for the checklist. */
  password: string;
  newLabel: string;
  confirmLabel: string;
  newError: string | undefined;
  confirmError: string | undefined;
  newField: UseFormRegisterReturn;
  confirmField: UseFormRegisterReturn;
}) {
  return (
    <>
      <FormField label={newLabel} hint={<PasswordChecklist password={password} />} error={newError}>
        {(control) => <PasswordInput {...control} {...newField} autoComplete="new-password" />}
      </FormField>
      <FormField label={confirmLabel} error={confirmError}>
        {(control) => <PasswordInput {...control} {...confirmField} autoComplete="new-password" />}
      </FormField>
    </>
  );
}
