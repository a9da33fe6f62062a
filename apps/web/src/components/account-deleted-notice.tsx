import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { nl } from '../i18n/nl';
import { Alert } from './ui/alert';

// Set by the profile page right before it signs the deleted account out; read once by the
// landing page it ends on. In memory on purpose: a reload later must not repeat the notice,
// and logout clears session storage.
let isPending = false;

export function announceAccountDeleted(): void {
  isPending = true;
}

/** The landing page's confirmation after an account deletion. */
export function AccountDeletedNotice() {
  const [isShown, setIsShown] = useState(() => isPending);
  useEffect(() => {
    isPending = false;
  }, []);
  if (!isShown) return null;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-4">
      <Alert tone="success" className="items-start">
        <div className="flex items-start gap-3">
          <p className="flex-1">{nl.accountDeleted.text}</p>
          <button
            type="button"
            onClick={() => setIsShown(false)}
            className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-lg hover:bg-green-100"
          >
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">{nl.accountDeleted.close}</span>
          </button>
        </div>
      </Alert>
    </div>
  );
}
