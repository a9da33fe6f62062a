import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

const VARIANTS = {
  /** The call to action: oranje with navy text (contrast 7:1). */
  primary: 'bg-oranje-500 text-navy-950 shadow-sm hover:bg-oranje-400 active:bg-oranje-600',
  secondary: 'bg-navy-800 text-white shadow-sm hover:bg-navy-700 active:bg-navy-900',
  outline: 'border border-slate-300 bg-white text-navy-900 hover:bg-slate-50 active:bg-slate-100',
  ghost: 'text-navy-800 hover:bg-navy-50 active:bg-navy-100',
  /** Destructive and final (account deletion): white on red-700 (contrast 6.5:1). */
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800 active:bg-red-900',
  /** For navy backgrounds. */
  outlineOnDark: 'border border-white/50 text-white hover:bg-white/10 active:bg-white/20',
  ghostOnDark: 'text-white hover:bg-white/10 active:bg-white/20',
} as const;

const SIZES = {
  sm: 'min-h-9 gap-1.5 px-3 text-sm',
  md: 'min-h-11 gap-2 px-5 text-sm',
  lg: 'min-h-12 gap-2 px-6 text-base',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

type StyleProps = { variant?: ButtonVariant; size?: ButtonSize };

export function buttonClasses({ variant = 'primary', size = 'md' }: StyleProps = {}): string {
  return cn(
    'inline-flex items-center justify-center rounded-xl font-semibold whitespace-nowrap transition-colors',
    'disabled:pointer-events-none disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
  );
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & StyleProps) {
  return (
    <button type={type} className={cn(buttonClasses({ variant, size }), className)} {...props} />
  );
}

/** A link that looks like a button: navigation stays a link for assistive technology. */
export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: ComponentProps<typeof Link> & StyleProps) {
  return <Link className={cn(buttonClasses({ variant, size }), className)} {...props} />;
}
