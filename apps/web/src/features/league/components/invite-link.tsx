import { Check, Copy, MessageCircle, Share2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { COPY_NOTICE_MS } from '@zetelpoule/shared';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/form-field';
import { nl } from '../../../i18n/nl';
import { league as leagueTexts } from '../../../i18n/nl-league';
import { cn } from '../../../lib/cn';
import { copyText } from '../copy-text';

const t = leagueTexts.subleagues;

type CopyState = 'idle' | 'copied' | 'failed';

/** wa.me opens WhatsApp (the app on a phone, WhatsApp Web elsewhere) with the text filled in. */
export function whatsAppLink(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/**
 * The invite link with a copy button that says 'Gekopieerd!' for 2 seconds,
 * and ways to share it where the group is — WhatsApp, or the phone's own share sheet.
 */
export function InviteLink({ link, leagueName }: { link: string; leagueName: string }) {
  const [state, setState] = useState<CopyState>('idle');
  const inputRef = useRef<HTMLInputElement>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hintId = useId();

  useEffect(() => () => clearTimeout(timerRef.current), []);
  const shareText = t.shareText(leagueName, link);
  // The Web Share API exists on most phones and some desktops; where it does not, no button.
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function handleShare() {
    try {
      await navigator.share({ title: t.shareTitle(leagueName), text: shareText });
    } catch {
      // Closing the share sheet rejects too; nothing to tell.
    }
  }

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
      <div className="mt-2 flex flex-wrap gap-2">
        <a
          href={whatsAppLink(shareText)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-10 items-center gap-1.5 rounded-xl border border-slate-300 bg-white px-3 text-sm font-semibold text-navy-900 hover:bg-slate-50"
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {t.shareWhatsApp}
          <span className="sr-only"> {nl.common.opensInNewTab}</span>
        </a>
        {canShare && (
          <Button
            variant="outline"
            size="sm"
            className="min-h-10"
            onClick={() => void handleShare()}
          >
            <Share2 aria-hidden="true" className="size-4" />
            {t.share}
          </Button>
        )}
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
