import { AUTOSAVE_DELAY_MS, formatDecimal, parseTurnout } from '@zetelpoule/shared';
import { Check, CircleAlert, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { dashboard as dashboardTexts } from '../../../i18n/nl-dashboard';
import { cn } from '../../../lib/cn';
import { useSerialSave, type SaveOutbox, type SaveSource } from '../hooks/use-serial-save';
import { keptTurnout } from '../lib/pending-saves';

const t = dashboardTexts;

/** 55.5 → "55,5" (nl-NL), null → "": what the input shows for a saved turnout. */
function formatTurnout(value: number | null): string {
  return value === null ? '' : formatDecimal(value);
}

/**
 * The player's turnout input: validated as typed (parseTurnout, the rule the server
 * applies), "55,5" and "55.5" both read as 55.5 and the field keeps what was typed
 * (docs/decisions/021-decimal-input.md), a valid value is saved 1 s after the last keystroke,
 * Enter saves at once, a tick follows a successful save, and a failed save says so.
 */
export function TurnoutInput({
  label,
  visibleLabel = label,
  initialValue,
  onSave,
  disabled,
  failedMessage,
  manualFailedMessage = failedMessage,
  outbox,
  className,
}: {
  /** The accessible name. */
  label: string;
  /** A shorter text to show, when the context says the rest (defaults to the label). */
  visibleLabel?: string;
  initialValue: number | null;
  onSave: (value: number) => Promise<unknown>;
  disabled: boolean;
  /** Shown when an autosave fails (docs/architecture.md#errors). */
  failedMessage: string;
  /** Shown when a save the player asked for (Enter) fails. */
  manualFailedMessage?: string;
  /** Where a save that did not arrive is kept for after a reload. */
  outbox?: Pick<SaveOutbox<number>, 'userId' | 'field' | 'isLocked'>;
  className?: string;
}) {
  const inputId = useId();
  const messageId = useId();
  const [text, setText] = useState(() => formatTurnout(initialValue));
  /** The text that was last handed to a save; editing after it hides the old status. */
  const [submittedText, setSubmittedText] = useState<string | null>(() =>
    initialValue === null ? null : formatTurnout(initialValue),
  );
  const { status, failedSource, submit } = useSerialSave(
    onSave,
    initialValue,
    outbox && {
      ...outbox,
      parse: keptTurnout,
      onReplay: (value) => {
        setText(formatTurnout(value));
        setSubmittedText(formatTurnout(value));
      },
    },
  );
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pendingValue = useRef<number | null>(null);
  const submitRef = useRef(submit);
  useEffect(() => {
    submitRef.current = submit;
  });

  const parsed = text.trim() === '' ? null : parseTurnout(text);
  const validationError = parsed !== null && !parsed.ok ? parsed.error : null;

  function cancelTimer() {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    pendingValue.current = null;
  }

  function saveNow(value: number, source: SaveSource, shownText: string) {
    cancelTimer();
    setSubmittedText(shownText);
    submit(value, source);
  }

  // A value typed less than a second before the page goes away is still saved.
  useEffect(
    () => () => {
      if (timer.current !== null && pendingValue.current !== null) {
        clearTimeout(timer.current);
        submitRef.current(pendingValue.current, 'auto');
      }
    },
    [],
  );

  function handleChange(raw: string) {
    // A comma reads as a dot (docs/rules.md#input-rules); the field keeps the comma a Dutch player
    // types.
    const next = raw;
    setText(next);
    cancelTimer();
    const result = next.trim() === '' ? null : parseTurnout(next);
    if (result?.ok) {
      pendingValue.current = result.value;
      timer.current = setTimeout(() => saveNow(result.value, 'auto', next), AUTOSAVE_DELAY_MS);
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (parsed?.ok) saveNow(parsed.value, 'manual', text);
  }

  const isCurrent = submittedText === text;
  const shownStatus = isCurrent && validationError === null ? status : 'idle';
  const message =
    validationError ??
    (shownStatus === 'error'
      ? failedSource === 'manual'
        ? manualFailedMessage
        : failedMessage
      : null);

  return (
    <div className={className}>
      <label htmlFor={inputId} className="block truncate text-sm font-semibold text-navy-950">
        {visibleLabel}
      </label>
      <div className="relative mt-1.5">
        <input
          id={inputId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          disabled={disabled}
          onChange={(event) => handleChange(event.target.value)}
          onKeyDown={handleKeyDown}
          aria-invalid={message !== null && shownStatus !== 'saving' ? true : undefined}
          aria-describedby={messageId}
          aria-label={visibleLabel === label ? undefined : label}
          className={cn(
            'block min-h-11 w-full rounded-xl border bg-white py-2 pr-16 pl-3 text-base text-navy-950 tabular-nums shadow-xs',
            'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
            message !== null ? 'border-red-400' : 'border-slate-300',
          )}
        />
        <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center gap-1.5 text-sm text-slate-500">
          {shownStatus === 'saving' && (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-slate-500" />
          )}
          {shownStatus === 'saved' && (
            <Check
              aria-hidden="true"
              className="size-5 text-emerald-600"
              data-testid="saved-tick"
            />
          )}
          {t.turnout.unit}
        </span>
      </div>
      <p id={messageId} aria-live="polite" className="mt-1 min-h-5 text-sm">
        {message !== null ? (
          <span className="inline-flex items-center gap-1 text-red-700">
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
            {message}
          </span>
        ) : shownStatus === 'saving' ? (
          <span className="text-slate-600">{t.status.saving}</span>
        ) : shownStatus === 'saved' ? (
          // The tick in the field says it to the eye; this says it to a screen reader.
          <span className="sr-only">{t.status.saved}</span>
        ) : null}
      </p>
    </div>
  );
}
