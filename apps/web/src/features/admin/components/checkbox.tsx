import type { ComponentProps } from 'react';

/** A labelled checkbox; the whole row is the click target. */
export function Checkbox({ label, ...props }: { label: string } & ComponentProps<'input'>) {
  return (
    <label className="flex min-h-6 cursor-pointer items-center gap-3 text-sm font-medium text-navy-950">
      <input
        type="checkbox"
        className="size-5 shrink-0 rounded border-slate-300 accent-navy-700"
        {...props}
      />
      {label}
    </label>
  );
}
