import type { CountryTurnoutComparison, MunicipalitySelectionComparison } from '@zetelpoule/shared';
import { Flag, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { results as resultsTexts } from '../../../i18n/nl-results';
import type { MunicipalityRow } from '../lib/view-model';
import { Swatch, Unknown, Verdict } from './verdict';

const t = resultsTexts;

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="flex flex-wrap items-center justify-end gap-x-2 text-right">{children}</dd>
    </div>
  );
}

function Pick({ children }: { children: ReactNode }) {
  return <span className="text-xs whitespace-nowrap text-slate-600">{children}</span>;
}

function turnoutPick(row: MunicipalityRow): string {
  return row.predictedTurnout === null
    ? t.noPrediction.toLowerCase()
    : t.percent(row.predictedTurnout);
}

/** A municipality that reported: its turnout and biggest party beside the player's picks. */
function ReportedCard({ row }: { row: MunicipalityRow }) {
  return (
    <li
      data-municipality={row.name}
      className="rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-xs"
    >
      <h4 className="flex items-center gap-2 font-semibold text-navy-950">
        <MapPin aria-hidden="true" className="size-4 text-oranje-600" />
        {row.name}
      </h4>
      <dl className="mt-2 grid grid-cols-[auto_1fr] items-baseline gap-x-3 gap-y-1.5 text-sm">
        <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {t.municipalities.turnout}
        </dt>
        <dd className="flex flex-wrap items-baseline justify-end gap-x-2 text-right">
          {row.actualTurnout === null ? (
            <Unknown />
          ) : (
            <span className="font-bold text-navy-950 tabular-nums">
              {t.percent(row.actualTurnout)}
            </span>
          )}
          <Pick>{t.municipalities.yours(turnoutPick(row))}</Pick>
        </dd>
        <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {t.municipalities.biggestParty}
        </dt>
        <dd className="flex flex-wrap items-center justify-end gap-x-2 text-right">
          {row.actualParty === null ? (
            <Unknown />
          ) : (
            <span className="inline-flex items-center gap-1.5 font-bold text-navy-950">
              <Swatch color={row.actualParty.color} />
              {row.actualParty.name}
            </span>
          )}
          <Pick>
            {t.municipalities.yours(row.predictedParty?.name ?? t.noPrediction.toLowerCase())}
          </Pick>
          {row.isPartyCorrect !== null && <Verdict isCorrect={row.isPartyCorrect} />}
        </dd>
      </dl>
    </li>
  );
}

/** A municipality still counting: one compact row with the player's picks. */
function WaitingRow({ row }: { row: MunicipalityRow }) {
  const picks = [
    row.predictedTurnout === null ? null : t.percent(row.predictedTurnout),
    row.predictedParty?.name ?? null,
  ].filter((pick) => pick !== null);
  return (
    <li data-municipality={row.name} className="py-2.5">
      <p className="flex items-baseline justify-between gap-3">
        <span className="font-medium text-navy-950">{row.name}</span>
        <Unknown />
      </p>
      <p className="mt-0.5 text-xs text-slate-600">
        {t.municipalities.yours(
          picks.length === 0 ? t.noPrediction.toLowerCase() : picks.join(' · '),
        )}
      </p>
    </li>
  );
}

/** The played municipalities as they report: turnout, biggest party, the player's pick. */
export function MunicipalitiesSection({ rows }: { rows: MunicipalityRow[] }) {
  const reported = rows.filter((row) => row.actualTurnout !== null || row.actualParty !== null);
  const waiting = rows.filter((row) => row.actualTurnout === null && row.actualParty === null);
  const share = rows.length === 0 ? 0 : Math.round((reported.length / rows.length) * 100);
  return (
    <Card className="p-5 sm:p-6" data-testid="municipalities">
      <section aria-labelledby="municipalities-title">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="municipalities-title" className="text-lg font-bold text-navy-950">
            {t.municipalities.title}
          </h2>
          {rows.length > 0 && (
            <p className="text-sm font-semibold text-slate-700 tabular-nums">
              {t.municipalities.reported(reported.length, rows.length)}
            </p>
          )}
        </div>
        <p className="mt-1 text-sm text-slate-600">{t.municipalities.intro}</p>
        {rows.length > 0 && (
          <div aria-hidden="true" className="mt-3 h-1.5 overflow-hidden rounded-full bg-slate-100">
            <div
              className="h-full rounded-full bg-oranje-500 transition-[width] duration-500"
              style={{ width: `${share}%` }}
            />
          </div>
        )}
        {rows.length === 0 ? (
          <p className="mt-3 text-slate-600">{t.municipalities.none}</p>
        ) : (
          <>
            {reported.length > 0 && (
              <>
                <h3 className="sr-only">{t.municipalities.reportedTitle}</h3>
                <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                  {reported.map((row) => (
                    <ReportedCard key={row.id} row={row} />
                  ))}
                </ul>
              </>
            )}
            {waiting.length > 0 && (
              <div className="mt-5">
                <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  {t.municipalities.waitingTitle(waiting.length)}
                </h3>
                <ul className="mt-1 grid divide-y divide-slate-100 sm:grid-cols-2 sm:gap-x-6 sm:divide-y-0">
                  {waiting.map((row) => (
                    <WaitingRow key={row.id} row={row} />
                  ))}
                </ul>
              </div>
            )}
          </>
        )}
      </section>
    </Card>
  );
}

/** The first municipality to finish counting, and the national turnout. */
export function FirstAndCountrySection({
  firstPick,
  first,
  countryPick,
  country,
}: {
  firstPick: string | null;
  first: MunicipalitySelectionComparison | null;
  countryPick: number | null;
  country: CountryTurnoutComparison | null;
}) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <Card className="p-5" data-testid="first-municipality">
        <section aria-labelledby="first-title">
          <h2 id="first-title" className="flex items-center gap-2 text-lg font-bold text-navy-950">
            <Flag aria-hidden="true" className="size-5 text-oranje-600" />
            {t.first.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t.first.intro}</p>
          <dl className="mt-3 space-y-1.5 text-sm">
            <Line label={t.first.actual}>
              {first === null ? (
                <Unknown />
              ) : (
                <span className="font-bold text-navy-950">{first.actual_selected}</span>
              )}
            </Line>
            <Line label={t.first.yours}>
              <span className="font-medium text-navy-950">
                {first?.user_selected ?? firstPick ?? t.noPrediction}
              </span>
              {first !== null && first.has_prediction && <Verdict isCorrect={first.is_correct} />}
            </Line>
          </dl>
        </section>
      </Card>
      <Card className="p-5" data-testid="country-turnout">
        <section aria-labelledby="country-title">
          <h2 id="country-title" className="text-lg font-bold text-navy-950">
            {t.country.title}
          </h2>
          <dl className="mt-3 space-y-1.5 text-sm">
            <Line label={t.country.actual}>
              {country === null ? (
                <Unknown />
              ) : (
                <span className="font-bold text-navy-950 tabular-nums">
                  {t.percent(country.actual_result)}
                </span>
              )}
            </Line>
            <Line label={t.country.yours}>
              <span className="font-medium text-navy-950 tabular-nums">
                {(country?.user_prediction ?? countryPick) === null
                  ? t.noPrediction
                  : t.percent((country?.user_prediction ?? countryPick) as number)}
              </span>
            </Line>
            {country !== null && country.difference !== null && (
              <Line label={t.country.difference}>
                <span className="font-medium text-navy-950 tabular-nums">
                  {t.signedPercent(country.difference)}
                </span>
              </Line>
            )}
          </dl>
        </section>
      </Card>
    </div>
  );
}
