import { SUBLEAGUE_NAME_MAX_LENGTH, SUBLEAGUE_NAME_TOO_LONG_MESSAGE } from '@zetelpoule/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, TextInput } from '../../../components/ui/form-field';
import { league as leagueTexts } from '../../../i18n/nl-league';
import { cn } from '../../../lib/cn';

const t = leagueTexts;

/**
 * Nothing lost silently: the sub-league name field of the create and rename dialogs.
 * No maxLength on the input (a pasted name would be cut without a word): a live counter
 * instead, and the length error as soon as the name is too long, not only on submit.
 */
export function SubleagueNameField({
  registration,
  value,
  error,
  placeholder,
}: {
  registration: UseFormRegisterReturn<'name'>;
  value: string;
  error: string | undefined;
  placeholder?: string;
}) {
  const length = value.trim().length;
  const isTooLong = length > SUBLEAGUE_NAME_MAX_LENGTH;
  return (
    <FormField
      label={t.create.nameLabel}
      hint={
        <span className="flex items-baseline justify-between gap-3">
          <span>{t.create.nameHint(SUBLEAGUE_NAME_MAX_LENGTH)}</span>
          <span
            aria-label={t.nameCounterLabel(length, SUBLEAGUE_NAME_MAX_LENGTH)}
            className={cn('tabular-nums', isTooLong && 'font-semibold text-red-700')}
          >
            {t.nameCounter(length, SUBLEAGUE_NAME_MAX_LENGTH)}
          </span>
        </span>
      }
      error={isTooLong ? SUBLEAGUE_NAME_TOO_LONG_MESSAGE : error}
    >
      {(control) => (
        <TextInput
          {...control}
          {...registration}
          type="text"
          autoComplete="off"
          placeholder={placeholder}
        />
      )}
    </FormField>
  );
}
