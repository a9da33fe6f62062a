import { useId } from 'react';
import { league as leagueTexts } from '../../../i18n/nl-league';
import { useElections } from '../api/get-elections';

const t = leagueTexts.subleagues;

/**
 * Which election the sub-leagues are ranked by: the active one, or an earlier one to look back
 * at. Shown only when there is an earlier election to choose.
 */
export function ElectionPicker({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (electionId: number | undefined) => void;
}) {
  const id = useId();
  const elections = useElections();
  const options = elections.data ?? [];
  if (options.length < 2) return null;
  const active = options.find((e) => e.is_active);
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={id} className="font-medium text-slate-700">
        {t.electionLabel}
      </label>
      <select
        id={id}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-navy-950"
        value={value ?? active?.id ?? ''}
        onChange={(event) => {
          const chosen = Number(event.target.value);
          onChange(chosen === active?.id ? undefined : chosen);
        }}
      >
        {options.map((e) => (
          <option key={e.id} value={e.id}>
            {e.is_active ? t.electionActive(e.name) : e.name}
          </option>
        ))}
      </select>
    </div>
  );
}
