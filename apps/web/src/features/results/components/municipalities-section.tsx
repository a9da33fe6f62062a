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

/** The played municipalities as they report: turnout, biggest party, the player's pick. */
export function MunicipalitiesSection({ rows }: { rows: MunicipalityRow[] }) {
  const reported = rows.filter((row) => row.actualTurnout !== null || row.actualParty !== null);
  return (
    <Card className="p-5 sm:p-6" data-testid="municipalities">
      <section aria-labelledby="municipalities-title">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="municipalities-title" className="text-lg font-bold text-navy-950">
            {t.municipalities.title}
          </h2>
          {rows.length > 0 && (
            <p className="text-sm font-semibold text-slate-600 tabular-nums">
              {t.municipalities.reported(reported.length, rows.length)}
            </p>
          )}
        </div>
        <p className="mt-1 text-sm text-slate-600">{t.municipalities.intro}</p>
        {rows.length === 0 ? (
          <p className="mt-3 text-slate-600">{t.municipalities.none}</p>
        ) : (
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {rows.map((row) => {
              const hasReported = row.actualTurnout !== null || row.actualParty !== null;
              return (
                <li
                  key={row.id}
                  data-municipality={row.name}
                  className={
                    hasReported
                      ? 'rounded-xl border border-slate-200 bg-white px-4 py-3'
                      : 'rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-3'
                  }
                >
                  <h3 className="flex items-center gap-2 font-semibold text-navy-950">
                    <MapPin aria-hidden="true" className="size-4 text-slate-400" />
                    {row.name}
                  </h3>
                  <dl className="mt-2 space-y-1.5 text-sm">
                    <Line label={t.municipalities.turnout}>
                      {row.actualTurnout === null ? (
                        <Unknown />
                      ) : (
                        <span className="font-bold text-navy-950 tabular-nums">
                          {t.percent(row.actualTurnout)}
                        </span>
                      )}
                      <span className="text-xs text-slate-600 tabular-nums">
                        {t.municipalities.yours(
                          row.predictedTurnout === null
                            ? t.noPrediction.toLowerCase()
                            : t.percent(row.predictedTurnout),
                        )}
                      </span>
                    </Line>
                    <Line label={t.municipalities.biggestParty}>
                      {row.actualParty === null ? (
                        <Unknown />
                      ) : (
                        <span className="inline-flex items-center gap-1.5 font-bold text-navy-950">
                          <Swatch color={row.actualParty.color} />
                          {row.actualParty.name}
                        </span>
                      )}
                      <span className="text-xs text-slate-600">
                        {t.municipalities.yours(
                          row.predictedParty?.name ?? t.noPrediction.toLowerCase(),
                        )}
                      </span>
                      {row.isPartyCorrect !== null && <Verdict isCorrect={row.isPartyCorrect} />}
                    </Line>
                  </dl>
                </li>
              );
            })}
          </ul>
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
