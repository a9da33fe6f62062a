import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const TONES = {
  oranje: 'bg-oranje-100 text-oranje-800 ring-oranje-300',
  navy: 'bg-navy-100 text-navy-800 ring-navy-200',
  onDark: 'bg-white/10 text-white ring-white/25',
} as const;

export function Badge({
  tone = 'navy',
  className,
  ...props
}: ComponentProps<'span'> & { tone?: keyof typeof TONES }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide ring-1 ring-inset',
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
