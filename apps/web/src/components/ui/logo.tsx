import { cn } from '../../lib/cn';

/** The hemicycle mark of the favicon, decorative next to the written name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="64" height="64" rx="14" fill="#0f1f4b" />
      <g fill="#ff7a00">
        <circle cx="12" cy="46" r="4" />
        <circle cx="15" cy="32" r="4" />
        <circle cx="23" cy="21" r="4" />
        <circle cx="32" cy="17" r="4" />
      </g>
      <g fill="#ffffff">
        <circle cx="41" cy="21" r="4" />
        <circle cx="49" cy="32" r="4" />
        <circle cx="52" cy="46" r="4" />
      </g>
      <g fill="#7f9ff0">
        <circle cx="22" cy="46" r="3.5" />
        <circle cx="25" cy="35" r="3.5" />
        <circle cx="32" cy="30" r="3.5" />
        <circle cx="39" cy="35" r="3.5" />
        <circle cx="42" cy="46" r="3.5" />
      </g>
    </svg>
  );
}
