import { RotateCw } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { league as leagueTexts } from '../../../i18n/nl-league';
import { cn } from '../../../lib/cn';

/** The league's load errors: the message and a retry button. */
export function LoadError({
  message,
  onRetry,
  isRetrying = false,
  className,
}: {
  message: string;
  onRetry: () => void;
  isRetrying?: boolean;
  className?: string;
}) {
  return (
    <Alert tone="error" className={cn('items-center', className)}>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <span className="font-semibold">{message}</span>
        <Button variant="outline" size="sm" onClick={onRetry} disabled={isRetrying}>
          <RotateCw aria-hidden="true" className={cn('size-4', isRetrying && 'animate-spin')} />
          {leagueTexts.retry}
        </Button>
      </div>
    </Alert>
  );
}
