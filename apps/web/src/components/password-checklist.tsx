import { Check, Circle, X } from 'lucide-react';
import { checkPassword } from '@zetelpoule/shared/rules/password';
import { nl } from '../i18n/nl';
import { cn } from '../lib/cn';

/**
 * The live password requirements list, each rule met, failed or — before anything
 * is typed — neutral. Used wherever a new password is chosen.
 */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const isEmpty = password.length === 0;
  return (
    <div id={id}>
      <p className="text-sm font-semibold text-navy-900">{nl.forms.passwordRulesTitle}</p>
      <ul className="mt-1 space-y-0.5">
        {checkPassword(password).map((rule) => {
          const state = isEmpty ? 'neutral' : rule.met ? 'met' : 'failed';
          const Icon = state === 'neutral' ? Circle : state === 'met' ? Check : X;
          return (
            <li
              key={rule.id}
              data-state={state}
              className={cn(
                'flex items-center gap-2 text-sm',
                state === 'met' && 'text-green-700',
                state === 'failed' && 'text-red-700',
                state === 'neutral' && 'text-slate-600',
              )}
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              <span>
                {rule.message}
                <span className="sr-only"> — {nl.forms.ruleState[state]}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
