import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { COPY_NOTICE_MS } from '@zetelpoule/shared';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/form-field';
import { league as leagueTexts } from '../../../i18n/nl-league';
import { cn } from '../../../lib/cn';
import { copyText } from '../copy-text';

const t = leagueTexts.subleagues;

type CopyState = 'idle' | 'copied' | 'failed';

/** SPEC §2: the invite link with a copy button that says 'Gekopieerd!' for 2 seconds. */
export function InviteLink({ link, leagueName }: { link: string; leagueName: string }) {
  const [state, setState] = useState<CopyState>('idle');
  const inputRef = useRef<HTMLInputElement>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hintId = useId();

  useEffect(() => () => clearTimeout(timerRef.current), []);

  async function handleCopy() {
    const isCopied = await copyText(link);
    clearTimeout(timerRef.current);
    if (isCopied) {
      setState('copied');
      timerRef.current = setTimeout(() => setState('idle'), COPY_NOTICE_MS);
    } else {
      // Leave the link selected, so copying by hand is one keystroke away.
      setState('failed');
      inputRef.current?.select();
    }
  }

  return (
    <div className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 ring-inset">
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={inputRef}
          type="text"
          readOnly
          value={link}
          aria-label={t.inviteLabel(leagueName)}
          aria-describedby={hintId}
          onFocus={(event) => event.currentTarget.select()}
          className={cn(inputClasses, 'min-h-10 font-mono text-sm')}
        />
        <Button
          variant={state === 'copied' ? 'secondary' : 'primary'}
          size="sm"
          onClick={() => void handleCopy()}
          className="min-h-10 shrink-0"
        >
          {state === 'copied' ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {state === 'copied' ? t.copied : t.copy}
        </Button>
      </div>
      <p id={hintId} className="mt-2 text-xs text-slate-600">
        {t.inviteHint}
      </p>
      <p role="status" className={cn(state === 'failed' ? 'mt-2 text-sm text-red-700' : 'sr-only')}>
        {state === 'copied' ? t.copied : state === 'failed' ? t.copyFailed : ''}
      </p>
    </div>
  );
}
