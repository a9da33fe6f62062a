import type { ElectionDetails } from '@zetelpoule/shared';
import { useState } from 'react';
import { reportedRegionIds, statenRegions } from '../lib/staten-regions';
import { ChamberProjection } from './chamber-projection';
import { FormFeedback, type Feedback } from './form-feedback';
import { StatenRegionRow } from './staten-region-row';
import { StatenSeatsDialog } from './staten-seats-dialog';
import { StatenValuesDialog } from './staten-values-dialog';
import { staten as statenTexts } from '../../../i18n/nl-admin-staten';

const t = statenTexts;

type Open = { kind: 'seats' | 'values'; regionId: number } | null;

/**
 * The Provincies tab of a PS election, the admin's election-night screen: the Eerste Kamer
 * projection so far, then every province's Staten (and kiescollege) with its status, members
 * and stemwaarde, each opened in a dialog to enter its seats or its values.
 */
export function StatenPanel({ election }: { election: ElectionDetails }) {
  const [open, setOpen] = useState<Open>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const regions = statenRegions(election);
  const reported = reportedRegionIds(election);
  const provinces = regions.filter((r) => r.kind === 'provincie');
  const colleges = regions.filter((r) => r.kind === 'kiescollege');
  const anyProvisional = regions.some((r) => r.values_provisional);

  const rows = (list: typeof regions) =>
    list.map((region) => (
      <StatenRegionRow
        key={region.id}
        region={region}
        reported={reported.has(region.id)}
        onEnterSeats={() => {
          setFeedback(null);
          setOpen({ kind: 'seats', regionId: region.id });
        }}
        onEditValues={() => {
          setFeedback(null);
          setOpen({ kind: 'values', regionId: region.id });
        }}
      />
    ));

  return (
    <div>
      <h3 className="font-bold text-navy-950">{t.title}</h3>
      <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
      {anyProvisional && <p className="mt-2 text-sm text-oranje-800">{t.provisionalNote}</p>}
      <div className="mt-4">
        <ChamberProjection election={election} />
      </div>
      <FormFeedback feedback={feedback} className="mt-4" />
      <ul aria-label={t.listLabel} className="mt-2 divide-y divide-slate-100">
        {rows(provinces)}
      </ul>
      {colleges.length > 0 && (
        <div className="mt-2 border-t border-slate-200 pt-4">
          <h4 id="kiescolleges-heading" className="font-bold text-navy-950">
            {t.collegesLabel}
          </h4>
          <p className="mt-1 text-sm text-slate-600">{t.collegesHint}</p>
          <ul aria-labelledby="kiescolleges-heading" className="divide-y divide-slate-100">
            {rows(colleges)}
          </ul>
        </div>
      )}

      {open?.kind === 'seats' && (
        <StatenSeatsDialog
          election={election}
          regionId={open.regionId}
          onRegionChange={(regionId) => setOpen({ kind: 'seats', regionId })}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'values' && (
        <StatenValuesDialog
          election={election}
          regionId={open.regionId}
          onClose={() => setOpen(null)}
          onSaved={(saved) => {
            setOpen(null);
            setFeedback(saved);
          }}
        />
      )}
    </div>
  );
}
