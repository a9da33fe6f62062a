import type { Party } from '@zetelpoule/shared';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { compactInputClasses } from './compact-input';

/** The parties' seat fields in two columns from a tablet up. */
export function PartySeatList({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <ul className={cn('grid grid-cols-1 gap-x-8 gap-y-2 sm:grid-cols-2', className)}>{children}</ul>
  );
}

/**
 * One party's seat count in a form: its colour, its name (after its list number, unless the
 * form leaves that out) and a whole-number field up to the election's seat_count. A message
 * about the row shows under it and describes the field.
 */
export function PartySeatRow({
  party,
  inputId,
  value,
  max,
  error,
  showListNumber = true,
  onChange,
  onBlur,
}: {
  party: Pick<Party, 'name' | 'hexcolor' | 'list_number'>;
  inputId: string;
  value: string;
  max: number;
  error?: string;
  showListNumber?: boolean;
  onChange: (raw: string) => void;
  onBlur?: () => void;
}) {
  return (
    <li className="py-1">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="size-4 shrink-0 rounded-full ring-1 ring-black/10"
          style={{ backgroundColor: party.hexcolor }}
        />
        <label
          htmlFor={inputId}
          className="min-w-0 flex-1 text-sm leading-snug font-medium text-navy-950"
        >
          {showListNumber && (
            <>
              <span className="text-slate-500 tabular-nums">{party.list_number}.</span>{' '}
            </>
          )}
          {party.name}
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error !== undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className={cn(compactInputClasses, 'w-20 shrink-0 px-2.5 text-right tabular-nums')}
        />
      </div>
      {error && (
        <p id={`${inputId}-error`} className="mt-1 text-right text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </li>
  );
}
