import { LoaderCircle } from 'lucide-react';
import { nl } from '../../i18n/nl';
import { cn } from '../../lib/cn';

/** A spinning icon with a text for screen readers; `role="status"` announces it politely. */
export function Spinner({
  label = nl.common.loading,
  className,
}: {
  label?: string;
  className?: string;
}) {
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-navy-600" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Fills the page while something the whole page depends on (auth, a route) is loading. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}
