import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const inputClasses = cn(
  'block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2 text-base text-navy-950 shadow-sm',
  'placeholder:text-slate-400 focus:border-navy-600 focus:ring-2 focus:ring-navy-600/30 focus:outline-none',
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
  'aria-invalid:border-red-600 aria-invalid:focus:ring-red-600/30',
);

/**
 * A labelled form control with its hint and error message, wired up for assistive technology
 * (`aria-describedby`, `aria-invalid`). `children` receives the ids to put on the control.
 */
export function FormField({
  label,
  hint,
  error,
  className,
  children,
}: {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
  children: (control: {
    id: string;
    'aria-describedby': string | undefined;
    'aria-invalid': boolean;
  }) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-navy-900">
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy || undefined, 'aria-invalid': !!error })}
      {hint && (
        <div id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A text input in the app's style; pass FormField's control props along. */
export function TextInput({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClasses, className)} {...props} />;
}
