import type { Party } from '@zetelpoule/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/form-field';
import { admin as adminTexts } from '../../../i18n/nl-admin';
import { cn } from '../../../lib/cn';

const t = adminTexts.parties;

const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;
const DEFAULT_COLOR = '#1B2F73';

export type PartyValues = { name: string; hexcolor: string; list_number?: number };
export type PartyFieldErrors = Partial<Record<'name' | 'hexcolor' | 'list_number', string>>;

/**
 * Name, colour (a colour picker and the same value as #RRGGBB text) and list number of a
 * party. On create the list number may stay empty: the server takes the next free one.
 */
export function PartyForm({
  party,
  submitLabel,
  isPending,
  serverErrors,
  onSubmit,
  onCancel,
}: {
  party?: Party;
  submitLabel: string;
  isPending: boolean;
  serverErrors: PartyFieldErrors;
  onSubmit: (values: PartyValues) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(party?.name ?? '');
  const [hexcolor, setHexcolor] = useState(party?.hexcolor ?? DEFAULT_COLOR);
  const [listNumber, setListNumber] = useState(party ? String(party.list_number) : '');
  const [errors, setErrors] = useState<PartyFieldErrors>({});
  const shown = { ...serverErrors, ...errors };

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found: PartyFieldErrors = {};
    if (name.trim() === '') found.name = t.nameRequired;
    if (!HEX_COLOR.test(hexcolor.trim())) found.hexcolor = t.colorInvalid;
    const number = Number(listNumber);
    const hasNumber = listNumber.trim() !== '';
    if ((party || hasNumber) && (!Number.isInteger(number) || number < 1)) {
      found.list_number = t.listNumberInvalid;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({
      name: name.trim(),
      hexcolor: hexcolor.trim().toUpperCase(),
      ...(hasNumber && { list_number: number }),
    });
  }

  const fieldError = (field: keyof PartyFieldErrors) =>
    shown[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-xs font-medium text-red-700">
        {shown[field]}
      </p>
    ) : null;
  const describedBy = (field: keyof PartyFieldErrors) =>
    shown[field] ? `${id}-${field}-error` : undefined;

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      className="grid gap-3 sm:grid-cols-[6rem_1fr_12rem] sm:items-start"
    >
      <div>
        <label htmlFor={`${id}-list`} className="mb-1 block text-xs font-medium text-slate-600">
          {t.listNumber}
        </label>
        <input
          id={`${id}-list`}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={listNumber}
          placeholder={party ? undefined : '—'}
          onChange={(event) => setListNumber(event.target.value)}
          aria-invalid={shown.list_number !== undefined}
          aria-describedby={describedBy('list_number') ?? (party ? undefined : `${id}-list-hint`)}
          className={cn(inputClasses, 'min-h-10 py-1.5 tabular-nums')}
        />
        {!party && (
          <p id={`${id}-list-hint`} className="mt-1 text-xs text-slate-600">
            {t.listNumberHint}
          </p>
        )}
        {fieldError('list_number')}
      </div>
      <div>
        <label htmlFor={`${id}-name`} className="mb-1 block text-xs font-medium text-slate-600">
          {t.name}
        </label>
        <input
          id={`${id}-name`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={shown.name !== undefined}
          aria-describedby={describedBy('name')}
          autoComplete="off"
          className={cn(inputClasses, 'min-h-10 py-1.5')}
        />
        {fieldError('name')}
      </div>
      <div>
        <label htmlFor={`${id}-hex`} className="mb-1 block text-xs font-medium text-slate-600">
          {t.colorHex}
        </label>
        <div className="flex gap-2">
          <input
            type="color"
            aria-label={t.colorPicker}
            value={HEX_COLOR.test(hexcolor) ? hexcolor.toLowerCase() : '#000000'}
            onChange={(event) => setHexcolor(event.target.value.toUpperCase())}
            className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
          />
          <input
            id={`${id}-hex`}
            value={hexcolor}
            onChange={(event) => setHexcolor(event.target.value)}
            aria-invalid={shown.hexcolor !== undefined}
            aria-describedby={describedBy('hexcolor')}
            maxLength={7}
            spellCheck={false}
            autoComplete="off"
            className={cn(inputClasses, 'min-h-10 py-1.5 font-mono uppercase')}
          />
        </div>
        {fieldError('hexcolor')}
      </div>
      <div className="flex gap-2 sm:col-span-3 sm:justify-end">
        {onCancel && (
          <Button variant="outline" size="sm" onClick={onCancel}>
            {adminTexts.form.cancel}
          </Button>
        )}
        <Button type="submit" size="sm" disabled={isPending}>
          {isPending ? adminTexts.form.saving : submitLabel}
        </Button>
      </div>
    </form>
  );
}
