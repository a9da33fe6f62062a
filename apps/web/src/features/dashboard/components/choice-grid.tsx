import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';

export type Choice<V extends string | number> = { value: V; label: string; color?: string };

/**
 * One choice out of a few, as native radio buttons drawn as cards (arrow keys move between
 * them, the form semantics come for free). Used for the first municipality and the joker.
 */
export function ChoiceGrid<V extends string | number>({
  legend,
  name,
  choices,
  selected,
  onSelect,
  disabled,
  className,
}: {
  legend: string;
  name: string;
  choices: Choice<V>[];
  selected: V | null;
  onSelect: (value: V) => void;
  disabled: boolean;
  className?: string;
}) {
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="sr-only">{legend}</legend>
      <div className={cn('grid gap-2', className)}>
        {choices.map((choice) => {
          const isSelected = choice.value === selected;
          return (
            <label
              key={choice.value}
              className={cn(
                'relative flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border-2 bg-white px-2.5 py-2 text-[13px] font-semibold sm:gap-2.5 sm:px-3 sm:text-sm text-navy-950 transition-colors',
                'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-navy-600',
                'has-disabled:cursor-not-allowed has-disabled:opacity-60',
                isSelected
                  ? 'border-navy-700 bg-navy-50'
                  : 'border-slate-200 hover:border-slate-300 hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={isSelected}
                onChange={() => onSelect(choice.value)}
                className="sr-only"
              />
              {choice.color !== undefined && (
                <span
                  aria-hidden="true"
                  className="size-4 shrink-0 rounded-full ring-1 ring-black/15 sm:size-5"
                  style={{ backgroundColor: choice.color }}
                />
              )}
              <span className="min-w-0 flex-1 break-words">{choice.label}</span>
              {isSelected && (
                <span
                  aria-hidden="true"
                  className="absolute -top-2 -right-2 flex size-5 items-center justify-center rounded-full bg-navy-700 text-white shadow-sm"
                >
                  <Check className="size-3.5" />
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
