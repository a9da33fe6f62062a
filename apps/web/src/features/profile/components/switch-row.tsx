import { useId } from 'react';
import { cn } from '../../../lib/cn';

/**
 * One setting as a labelled on/off switch: the label names the switch, the hint describes it.
 * Shared by the mail and the privacy settings.
 */
export function SwitchRow({
  label,
  hint,
  isOn,
  disabled,
  onToggle,
}: {
  label: string;
  hint: string;
  isOn: boolean;
  disabled?: boolean;
  onToggle: () => void;
}) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <p id={labelId} className="font-semibold text-navy-950">
          {label}
        </p>
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        disabled={disabled}
        onClick={onToggle}
        className={cn(
          'relative mt-0.5 inline-flex h-8 w-14 shrink-0 items-center rounded-full transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700',
          'disabled:opacity-60',
          isOn ? 'bg-navy-800' : 'bg-slate-400',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-6 rounded-full bg-white shadow transition-transform',
            isOn ? 'translate-x-7' : 'translate-x-1',
          )}
        />
      </button>
    </div>
  );
}
