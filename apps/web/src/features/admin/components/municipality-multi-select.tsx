import type { AdminMunicipality } from '@zetelpoule/shared';
import { Search, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { inputClasses } from '../../../components/ui/form-field';
import { admin as adminTexts } from '../../../i18n/nl-admin';
import { cn } from '../../../lib/cn';

const t = adminTexts.municipalityPicker;

/** 's-Hertogenbosch' is found by 'hertog', 'Súdwest-Fryslân' by 'sudwest'. */
function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('nl-NL');
}

/**
 * A searchable multi-select over all municipalities (the played set:
 * docs/rules.md#seats-and-regions). The chosen ones show as removable chips; the list below filters
 * as the admin types.
 */
export function MunicipalityMultiSelect({
  label,
  hint,
  error,
  municipalities,
  selected,
  onChange,
}: {
  label: string;
  hint: string;
  error?: string | undefined;
  municipalities: AdminMunicipality[];
  selected: number[];
  onChange: (ids: number[]) => void;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const byId = useMemo(() => new Map(municipalities.map((m) => [m.id, m])), [municipalities]);
  const needle = searchable(query.trim());
  const matches = useMemo(
    () =>
      needle === ''
        ? municipalities
        : municipalities.filter(
            (m) => searchable(m.name).includes(needle) || searchable(m.province).includes(needle),
          ),
    [municipalities, needle],
  );
  const chips = selected
    .map((municipalityId) => byId.get(municipalityId))
    .filter((m): m is AdminMunicipality => m !== undefined)
    .sort((a, b) => a.name.localeCompare(b.name, 'nl-NL'));

  function toggle(municipalityId: number, isOn: boolean) {
    onChange(
      isOn ? [...selected, municipalityId] : selected.filter((other) => other !== municipalityId),
    );
  }

  return (
    <fieldset aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="text-sm font-semibold text-navy-900">{label}</legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {hint}{' '}
        <span className="font-medium text-navy-900">
          {t.selected(selected.length, municipalities.length)}
        </span>
      </p>

      {chips.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5">
          {chips.map((m) => (
            <li key={m.id}>
              <button
                type="button"
                onClick={() => toggle(m.id, false)}
                aria-label={t.remove(m.name)}
                className="inline-flex min-h-8 items-center gap-1 rounded-full bg-navy-100 py-1 pr-2 pl-3 text-sm font-medium text-navy-900 hover:bg-navy-200"
              >
                {m.name}
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}

      <div className="relative mt-3">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <label htmlFor={`${id}-search`} className="sr-only">
          {t.search}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t.search}
          autoComplete="off"
          className={cn(inputClasses, 'pl-9')}
        />
      </div>
      <div className="mt-2 max-h-64 overflow-y-auto rounded-xl border border-slate-200">
        {matches.length === 0 ? (
          <p className="px-4 py-3 text-sm text-slate-600">{t.noMatch}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {matches.map((m) => (
              <li key={m.id}>
                <label className="flex cursor-pointer items-center gap-3 px-4 py-2 text-sm hover:bg-slate-50">
                  <input
                    type="checkbox"
                    checked={selectedSet.has(m.id)}
                    onChange={(event) => toggle(m.id, event.target.checked)}
                    className="size-4 shrink-0 accent-navy-700"
                  />
                  <span className="font-medium text-navy-950">{m.name}</span>
                  <span className="ml-auto text-xs text-slate-500">{m.province}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
