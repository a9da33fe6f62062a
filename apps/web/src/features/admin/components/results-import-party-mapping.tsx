import { RESULTS_IMPORT_NEW_PARTY, type ElectionDetails } from '@zetelpoule/shared';
import { useId } from 'react';
import { t } from './results-import-parts';

/** Per name: '' (no choice yet), "new", or a party id as text. */
export type PartyChoices = Record<string, string>;

/** The choices as the server's party_map: only names with a choice. */
export function partyMapOf(choices: PartyChoices): Record<string, number | 'new'> {
  return Object.fromEntries(
    Object.entries(choices)
      .filter(([, value]) => value !== '')
      .map(([name, value]) => [
        name,
        value === RESULTS_IMPORT_NEW_PARTY ? RESULTS_IMPORT_NEW_PARTY : Number(value),
      ]),
  );
}

/**
 * Decision 029: a name from the files that matches no party of the election. The admin picks
 * its party (one not yet taken by another name) or has it created; applying waits until every
 * name has a choice.
 */
export function PartyMapping({
  names,
  parties,
  taken,
  choices,
  onChange,
}: {
  names: readonly string[];
  parties: ElectionDetails['parties'];
  /** Party ids the files' other names already have. */
  taken: ReadonlySet<number>;
  choices: PartyChoices;
  onChange: (choices: PartyChoices) => void;
}) {
  const id = useId();
  const chosenElsewhere = (name: string) =>
    new Set(
      Object.entries(choices)
        .filter(([other, value]) => other !== name && value !== '' && value !== 'new')
        .map(([, value]) => Number(value)),
    );
  const open = names.filter((name) => !choices[name]).length;

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-navy-200 p-4">
      <h4 id={`${id}-title`} className="text-base font-semibold text-navy-950">
        {t.mappingTitle(names.length)}
      </h4>
      <p className="mt-1 text-sm text-slate-600">{t.mappingIntro}</p>
      <ul className="mt-3 space-y-3">
        {names.map((name, index) => {
          const elsewhere = chosenElsewhere(name);
          return (
            <li key={name} className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
              <label
                htmlFor={`${id}-${index}`}
                className="text-sm font-medium break-words text-navy-950 sm:w-1/2"
              >
                {name}
              </label>
              <select
                id={`${id}-${index}`}
                value={choices[name] ?? ''}
                onChange={(event) => onChange({ ...choices, [name]: event.target.value })}
                className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm sm:w-1/2"
              >
                <option value="">{t.mappingPlaceholder}</option>
                <option value={RESULTS_IMPORT_NEW_PARTY}>{t.mappingNew}</option>
                {parties.map((party) => {
                  const isTaken = taken.has(party.id) || elsewhere.has(party.id);
                  return (
                    <option key={party.id} value={String(party.id)} disabled={isTaken}>
                      {isTaken ? t.mappingTaken(party.name) : party.name}
                    </option>
                  );
                })}
              </select>
            </li>
          );
        })}
      </ul>
      {open > 0 && (
        <p aria-live="polite" className="mt-3 text-sm font-medium text-amber-900">
          {t.mappingOpen(open)}
        </p>
      )}
    </section>
  );
}
