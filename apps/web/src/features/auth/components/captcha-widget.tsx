import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
// The "external" build of the ALTCHA widget: unlike the default build it injects no <style>
// element and no blob: worker, so it runs under the strict CSP
// (docs/architecture.md#accounts-and-security). Its CSS is bundled into our stylesheet and its
// worker is a file served from our own origin (never inlined as a data: URL, which worker-src
// 'self' would refuse).
import 'altcha/external';
import 'altcha/altcha.css';
import workerUrl from 'altcha/worker?url&no-inline';
import { auth as authTexts } from '../../../i18n/nl-auth';

export const CAPTCHA_CHALLENGE_URL = '/api/auth/captcha/challenge/';
/** A failed captcha is retried at most 2 more times before the player is told. */
export const CAPTCHA_MAX_RETRIES = 2;

export interface CaptchaHandle {
  /** A fresh challenge, solved again: after a refused registration. */
  reset(): void;
}

type WidgetElement = HTMLElement & { reset?: () => void; verify?: () => Promise<void> };

/**
 * The self-hosted ALTCHA proof-of-work. It fetches a challenge and solves it in
 * a worker as soon as it loads; `onChange` receives the solved payload (the registration's
 * captcha_token), or null while there is none.
 */
export const CaptchaWidget = forwardRef<
  CaptchaHandle,
  { onChange: (token: string | null) => void; onFailed: (failed: boolean) => void }
>(function CaptchaWidget({ onChange, onFailed }, ref) {
  const widgetRef = useRef<WidgetElement>(null);
  const retries = useRef(0);
  const [strings] = useState(() => JSON.stringify(authTexts.captcha));
  // The latest callbacks, without re-subscribing the widget's events on every render.
  const callbacks = useRef({ onChange, onFailed });
  useEffect(() => {
    callbacks.current = { onChange, onFailed };
  });

  useImperativeHandle(ref, () => ({
    reset() {
      retries.current = 0;
      callbacks.current.onChange(null);
      callbacks.current.onFailed(false);
      widgetRef.current?.reset?.();
      void widgetRef.current?.verify?.();
    },
  }));

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    function handleStateChange(event: Event) {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      if (state === 'verified' && payload) {
        retries.current = 0;
        callbacks.current.onFailed(false);
        callbacks.current.onChange(payload);
        return;
      }
      callbacks.current.onChange(null);
      if (state === 'expired') {
        // A challenge only lives for minutes; a player who takes longer gets a new one.
        widget!.reset?.();
        void widget!.verify?.();
      } else if (state === 'error') {
        if (retries.current < CAPTCHA_MAX_RETRIES) {
          retries.current += 1;
          widget!.reset?.();
          void widget!.verify?.();
        } else {
          callbacks.current.onFailed(true);
        }
      }
    }
    widget.addEventListener('statechange', handleStateChange);
    return () => widget.removeEventListener('statechange', handleStateChange);
  }, []);

  return (
    <altcha-widget
      ref={widgetRef}
      challengeurl={CAPTCHA_CHALLENGE_URL}
      credentials="same-origin"
      workerurl={workerUrl}
      auto="onload"
      hidelogo
      hidefooter
      strings={strings}
    />
  );
});
