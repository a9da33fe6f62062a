import type { Party, StatenRegionResult } from '@zetelpoule/shared';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { results as resultsTexts } from '../../../i18n/nl-results';
import type { MunicipalityRow } from '../lib/view-model';
import { Swatch, Verdict } from './verdict';

const t = resultsTexts;
const NO_COLOUR = '#94a3b8';

type PartyLook = { name: string; color: string };

/** Reported: the Staten seats are in, or the turnout or the biggest party already is. */
function hasReported(region: StatenRegionResult): boolean {
  return region.reported || region.turnout !== null || region.biggest_party_id !== null;
}

/** The Staten seats as one bar, widest party first, and as a list to read. */
function StatenSeats({
  region,
  partyById,
}: {
  region: StatenRegionResult;
  partyById: Map<number, PartyLook>;
}) {
  const seats = region.party_seats
    .filter((row) => row.seat_count > 0)
    .map((row) => ({ ...row, party: partyById.get(row.party_id) }))
    .sort((a, b) => b.seat_count - a.seat_count);
  if (seats.length === 0) return null;
  return (
    <>
      <div aria-hidden="true" className="mt-2 flex h-3 overflow-hidden rounded-full bg-slate-100">
        {seats.map((row) => (
          <span
            key={row.party_id}
            className="h-full border-r border-white last:border-r-0"
            style={{
              width: `${(row.seat_count / region.staten_seat_count) * 100}%`,
              backgroundColor: row.party?.color ?? NO_COLOUR,
            }}
          />
        ))}
      </div>
      <ul
        aria-label={t.staten.seatsList(region.name)}
        className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-700"
      >
        {seats.map((row) => (
          <li key={row.party_id} className="inline-flex items-center gap-1">
            <Swatch color={row.party?.color ?? NO_COLOUR} />
            <span>{row.party?.name ?? '?'}</span>
            <span className="font-bold text-navy-950 tabular-nums">{row.seat_count}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="flex flex-wrap items-center justify-end gap-x-2 text-right">{children}</dd>
    </>
  );
}

function Pick({ value }: { value: string }) {
  return (
    <span className="text-xs whitespace-nowrap text-slate-600">
      {t.municipalities.yours(value)}
    </span>
  );
}

function NotYet() {
  return <span className="text-sm text-slate-500 italic">{t.staten.notYet}</span>;
}

/** A province that reported: its Staten, turnout and biggest party beside the player's picks. */
function ReportedCard({
  region,
  row,
  partyById,
}: {
  region: StatenRegionResult;
  row: MunicipalityRow | undefined;
  partyById: Map<number, PartyLook>;
}) {
  const actualParty =
    region.biggest_party_id === null ? null : (partyById.get(region.biggest_party_id) ?? null);
  const pickedParty = row?.predictedParty ?? null;
  const isCorrect =
    row?.isPartyCorrect ??
    (actualParty && pickedParty ? actualParty.name === pickedParty.name : null);
  const turnoutPick = row?.predictedTurnout ?? null;
  return (
    <li
      data-province={region.name}
      className="rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-xs"
    >
      <h4 className="flex items-baseline justify-between gap-2 font-semibold text-navy-950">
        <span className="flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-4 self-center text-oranje-600" />
          {region.name}
          {region.kind === 'kiescollege' && (
            <span className="text-xs font-normal text-slate-500">{t.staten.kiescollege}</span>
          )}
        </span>
        <span className="text-xs font-semibold text-slate-600 tabular-nums">
          {t.staten.seatCount(region.staten_seat_count)}
        </span>
      </h4>
      {region.reported ? <StatenSeats region={region} partyById={partyById} /> : null}
      {region.kind === 'provincie' && (
        <dl className="mt-3 grid grid-cols-[auto_1fr] items-baseline gap-x-3 gap-y-1.5 text-sm">
          <Line label={t.staten.turnout}>
            {region.turnout === null ? (
              <NotYet />
            ) : (
              <span className="font-bold text-navy-950 tabular-nums">
                {t.percent(region.turnout)}
              </span>
            )}
            <Pick
              value={turnoutPick === null ? t.noPrediction.toLowerCase() : t.percent(turnoutPick)}
            />
          </Line>
          <Line label={t.staten.biggestParty}>
            {actualParty === null ? (
              <NotYet />
            ) : (
              <span className="inline-flex items-center gap-1.5 font-bold text-navy-950">
                <Swatch color={actualParty.color} />
                {actualParty.name}
              </span>
            )}
            <Pick value={pickedParty?.name ?? t.noPrediction.toLowerCase()} />
            {actualParty !== null && isCorrect !== null && <Verdict isCorrect={isCorrect} />}
          </Line>
        </dl>
      )}
    </li>
  );
}

/** A province still counting: its name, "nog niet binnen" and the player's picks. */
function WaitingRow({
  region,
  row,
}: {
  region: StatenRegionResult;
  row: MunicipalityRow | undefined;
}) {
  const picks = [
    row?.predictedTurnout == null ? null : t.percent(row.predictedTurnout),
    row?.predictedParty?.name ?? null,
  ].filter((pick) => pick !== null);
  return (
    <li data-province={region.name} className="py-2.5">
      <p className="flex items-baseline justify-between gap-3">
        <span className="font-medium text-navy-950">{region.name}</span>
        <NotYet />
      </p>
      {region.kind === 'provincie' && (
        <p className="mt-0.5 text-xs text-slate-600">
          {t.municipalities.yours(
            picks.length === 0 ? t.noPrediction.toLowerCase() : picks.join(' · '),
          )}
        </p>
      )}
    </li>
  );
}

/**
 * A Provinciale Statenverkiezing's provinces (and kiescolleges) as they report: the Staten
 * seats per party, turnout and biggest party, with the player's picks; the rest "nog niet
 * binnen". Replaces the municipalities of a Tweede Kamer night.
 */
export function ProvincesSection({
  regions,
  parties,
  rows,
}: {
  regions: StatenRegionResult[];
  parties: Party[];
  /** The player's picks per province (the played regions are the provinces). */
  rows: MunicipalityRow[];
}) {
  const partyById = new Map(parties.map((p) => [p.id, { name: p.name, color: p.hexcolor }]));
  const rowById = new Map(rows.map((row) => [row.id, row]));
  const reported = regions.filter(hasReported);
  const waiting = regions.filter((region) => !hasReported(region));
  const provinces = regions.filter((region) => region.kind === 'provincie');
  const provincesIn = provinces.filter((region) => region.reported).length;
  const share = provinces.length === 0 ? 0 : Math.round((provincesIn / provinces.length) * 100);
  return (
    <Card className="p-5 sm:p-6" data-testid="provinces">
      <section aria-labelledby="provinces-title">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="provinces-title" className="text-lg font-bold text-navy-950">
            {t.staten.title}
          </h2>
          <p className="text-sm font-semibold text-slate-700 tabular-nums">
            {t.staten.reported(provincesIn, provinces.length)}
          </p>
        </div>
        <p className="mt-1 text-sm text-slate-600">{t.staten.intro}</p>
        <div aria-hidden="true" className="mt-3 h-1.5 overflow-hidden rounded-full bg-slate-100">
          <div
            className="h-full rounded-full bg-oranje-500 transition-[width] duration-500"
            style={{ width: `${share}%` }}
          />
        </div>
        {reported.length > 0 && (
          <>
            <h3 className="sr-only">{t.municipalities.reportedTitle}</h3>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {reported.map((region) => (
                <ReportedCard
                  key={region.id}
                  region={region}
                  row={rowById.get(region.id)}
                  partyById={partyById}
                />
              ))}
            </ul>
          </>
        )}
        {waiting.length > 0 && (
          <div className="mt-5">
            <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {t.staten.waitingTitle(waiting.length)}
            </h3>
            <ul className="mt-1 grid divide-y divide-slate-100 sm:grid-cols-2 sm:gap-x-6 sm:divide-y-0">
              {waiting.map((region) => (
                <WaitingRow key={region.id} region={region} row={rowById.get(region.id)} />
              ))}
            </ul>
          </div>
        )}
      </section>
    </Card>
  );
}
