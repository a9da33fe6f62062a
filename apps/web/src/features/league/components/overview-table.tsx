import {
  formatDecimal,
  formatPercent,
  type OverviewMember,
  type SectionPoints,
  type SubleagueOverview,
} from '@zetelpoule/shared';
import type { ReactNode } from 'react';
import { PointsBadge } from '../../../components/score-comparison/comparison-parts';
import { league as leagueTexts } from '../../../i18n/nl-league';
import { cn } from '../../../lib/cn';

const t = leagueTexts.overview;

type Party = SubleagueOverview['parties'][number];

interface ColumnDef {
  key: string;
  label: string;
  cell: (member: OverviewMember, isYou: boolean) => ReactNode;
}

/** A cell: the value, and under it how it stands against the viewer's. */
function Cell({ main, sub }: { main: ReactNode; sub?: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-0.5">
      <span className="font-semibold text-navy-950">{main}</span>
      {sub && <span className="text-xs text-slate-600">{sub}</span>}
    </div>
  );
}

function PartyLabel({ party }: { party: Party | undefined }) {
  if (!party) return <span>{t.notFilled}</span>;
  return (
    <span className="inline-flex items-start gap-1.5">
      <span
        aria-hidden="true"
        className="mt-1 size-2.5 shrink-0 rounded-full ring-1 ring-black/10"
        style={{ backgroundColor: party.color }}
      />
      <span className="break-words">{party.name}</span>
    </span>
  );
}

const sameOrNot = (same: boolean | null | undefined) =>
  same == null ? undefined : same ? t.same : t.different;

const POINT_SECTIONS = [
  ['seat_points', 'seats'],
  ['captain_bonus_points', 'joker'],
  ['top3_parties_points', 'top3'],
  ['country_turnout_points', 'countryTurnout'],
  ['turnout_points', 'regionTurnout'],
  ['biggest_party_points', 'biggestParty'],
  ['municipality_selection_points', 'firstMunicipality'],
] as const satisfies readonly (readonly [keyof SectionPoints, keyof typeof t.sections])[];

function sectionLabel(key: keyof typeof t.sections, region: string): string {
  const label = t.sections[key];
  return typeof label === 'function' ? label(region) : label;
}

/** After the result: the total and the points per section, each with its gap to yours. */
function pointColumns(yours: SectionPoints | null, region: string): ColumnDef[] {
  const gap = (member: OverviewMember, field: keyof SectionPoints, isYou: boolean) =>
    isYou || !yours || !member.points
      ? undefined
      : t.versusYou(member.points[field] - yours[field]);
  return [
    {
      key: 'total',
      label: t.total,
      cell: (member, isYou) => (
        <Cell
          main={<span className="text-lg tabular-nums">{member.points?.total_points ?? 0}</span>}
          sub={gap(member, 'total_points', isYou)}
        />
      ),
    },
    ...POINT_SECTIONS.map(([field, key]): ColumnDef => ({
      key: field,
      label: sectionLabel(key, region),
      cell: (member, isYou) =>
        member.points ? (
          <Cell
            main={<PointsBadge points={member.points[field]} />}
            sub={gap(member, field, isYou)}
          />
        ) : (
          <Cell main={t.notFilled} />
        ),
    })),
  ];
}

/** Before the result: what each member predicted, and how far it is from yours. */
function predictionColumns(overview: SubleagueOverview, region: string): ColumnDef[] {
  const partyById = new Map(overview.parties.map((party) => [party.id, party]));
  const missing = (
    <Cell main={<span className="font-normal text-slate-600 italic">{t.noPrediction}</span>} />
  );
  const column = (
    key: string,
    label: string,
    cell: (
      prediction: NonNullable<OverviewMember['prediction']>,
      member: OverviewMember,
      isYou: boolean,
    ) => ReactNode,
  ): ColumnDef => ({
    key,
    label,
    cell: (member, isYou) => (member.prediction ? cell(member.prediction, member, isYou) : missing),
  });
  return [
    column('seats', t.sections.seats, (prediction, member, isYou) => {
      const biggest = prediction.seats[0];
      const total = prediction.seats.reduce((sum, entry) => sum + entry.seats, 0);
      const different = member.difference?.seats_different;
      return (
        <Cell
          main={
            biggest ? (
              <span className="inline-flex gap-1.5">
                <PartyLabel party={partyById.get(biggest.party_id)} />
                <span className="tabular-nums">{biggest.seats}</span>
              </span>
            ) : (
              t.notFilled
            )
          }
          sub={
            isYou ? t.seatsOwn(total) : different == null ? undefined : t.seatsDifferent(different)
          }
        />
      );
    }),
    column('top3', t.sections.top3, (prediction, member) => (
      <Cell
        main={
          prediction.top3.length === 0 ? (
            t.notFilled
          ) : (
            <ol className="space-y-0.5 font-medium">
              {prediction.top3.map((id) => (
                <li key={id}>
                  <PartyLabel party={partyById.get(id)} />
                </li>
              ))}
            </ol>
          )
        }
        sub={
          member.difference?.top3_shared == null
            ? undefined
            : t.top3Shared(member.difference.top3_shared)
        }
      />
    )),
    column('joker', t.sections.joker, (prediction, member) => (
      <Cell
        main={
          prediction.captain_party_id === null ? (
            t.notFilled
          ) : (
            <PartyLabel party={partyById.get(prediction.captain_party_id)} />
          )
        }
        sub={sameOrNot(member.difference?.same_captain)}
      />
    )),
    column('countryTurnout', t.sections.countryTurnout, (prediction, member) => {
      const gap = member.difference?.country_turnout;
      return (
        <Cell
          main={
            prediction.country_turnout === null
              ? t.notFilled
              : formatPercent(prediction.country_turnout)
          }
          sub={gap == null ? undefined : t.turnoutGap(formatDecimal(gap, { signed: true }))}
        />
      );
    }),
    column('biggestParty', t.sections.biggestParty(region), (prediction, member) => (
      <Cell
        main={t.biggestCount(prediction.biggest_party_count, overview.regions)}
        sub={
          member.difference?.biggest_party_same == null
            ? undefined
            : t.biggestSame(member.difference.biggest_party_same)
        }
      />
    )),
    column('firstMunicipality', t.sections.firstMunicipality, (prediction, member) => (
      <Cell
        main={prediction.first_municipality ?? t.notFilled}
        sub={sameOrNot(member.difference?.same_first_municipality)}
      />
    )),
  ];
}

/**
 * Every member in a row, every section in a column. On a phone the table scrolls sideways
 * inside its frame while the names stay put (a sticky first column), so a row never loses
 * whose it is.
 */
export function OverviewTable({
  overview,
  viewerId,
  region,
}: {
  overview: SubleagueOverview;
  viewerId: number;
  /** "gemeente" or "provincie" (categoryInfo). */
  region: string;
}) {
  const own = overview.members.find((member) => member.user === viewerId);
  const columns = overview.scored
    ? pointColumns(own?.points ?? null, region)
    : predictionColumns(overview, region);
  return (
    <div
      role="region"
      aria-label={t.tableLabel}
      tabIndex={0}
      data-testid="overview-frame"
      className="relative overflow-x-auto rounded-2xl bg-white ring-1 ring-slate-200 focus-visible:outline-offset-2"
    >
      <table className="min-w-full border-separate border-spacing-0 text-left text-sm">
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-10 border-r border-b border-slate-200 bg-slate-50 px-3 py-2 text-xs font-semibold text-slate-600"
            >
              {t.player}
            </th>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className="min-w-28 border-b border-slate-200 bg-slate-50 px-3 py-2 text-xs font-semibold text-slate-600"
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {overview.members.map((member) => {
            const isYou = member.user === viewerId;
            return (
              <tr key={member.user} aria-current={isYou ? 'true' : undefined}>
                <th
                  scope="row"
                  className={cn(
                    'sticky left-0 z-10 w-32 max-w-32 border-r border-b border-slate-200 px-3 py-2 align-top font-medium',
                    isYou ? 'bg-oranje-50' : 'bg-white',
                  )}
                >
                  <span className="flex items-start gap-1.5">
                    <span className="text-slate-600 tabular-nums">{member.rank}.</span>
                    <span className="min-w-0 break-words text-navy-950">
                      {member.user_name}
                      {isYou && <span className="ml-1 font-bold text-oranje-800">({t.you})</span>}
                      {member.full_name && (
                        <span className="block text-xs font-normal text-slate-600">
                          {member.full_name}
                        </span>
                      )}
                    </span>
                  </span>
                </th>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={cn(
                      'border-b border-slate-100 px-3 py-2 align-top',
                      isYou && 'bg-oranje-50/60',
                    )}
                  >
                    {column.cell(member, isYou)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
