import type { CrowdParty } from '@zetelpoule/shared';
import { crowd as crowdTexts } from '../../../i18n/nl-crowd';
import { ChartFrame, DataTable, shortName } from './chart-frame';

const t = crowdTexts.ranges;

const WIDTH = 360;
const LABEL_WIDTH = 96;
const ROW = 26;
const TOP = 8;
const AXIS = 22;
const RIGHT = 12;

/** The seats axis: up to the highest value shown, rounded up to a multiple of 5. */
function axisMax(parties: readonly CrowdParty[], mine: ReadonlyMap<number, number>): number {
  const max = Math.max(
    5,
    ...parties.map((p) => Math.max(p.p90, p.median, mine.get(p.party_id) ?? 0)),
  );
  return Math.ceil(max / 5) * 5;
}

/**
 * Per party a range bar: p10–p90 in the party's colour, the median as a navy stroke, the
 * player's own value as an orange diamond. Parties nobody gave a seat (and the player neither)
 * are left out: a row of zeros says nothing.
 */
export function RangeChart({
  parties,
  mine,
}: {
  parties: readonly CrowdParty[];
  mine: ReadonlyMap<number, number>;
}) {
  const shown = parties
    .filter((p) => p.p90 > 0 || p.median > 0 || (mine.get(p.party_id) ?? 0) > 0)
    .sort(
      (a, b) =>
        b.crowd_seats - a.crowd_seats || b.median - a.median || a.list_number - b.list_number,
    );
  const max = axisMax(shown, mine);
  const plot = WIDTH - LABEL_WIDTH - RIGHT;
  const x = (seats: number) => LABEL_WIDTH + (seats / max) * plot;
  const height = TOP + shown.length * ROW + AXIS;
  const ticks = Array.from({ length: max / 5 + 1 }, (_, i) => i * 5).filter(
    (tick, _, all) => all.length <= 9 || tick % 10 === 0,
  );
  const hasMine = mine.size > 0;

  return (
    <div>
      <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700" aria-hidden="true">
        <li className="flex items-center gap-1.5">
          <span className="inline-block h-2.5 w-6 rounded-sm bg-slate-400" />
          {t.legendRange}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="inline-block h-3.5 w-0.5 bg-navy-950" />
          {t.legendMedian}
        </li>
        {hasMine && (
          <li className="flex items-center gap-1.5">
            <span className="inline-block size-2.5 rotate-45 border border-navy-950 bg-oranje-500" />
            {t.legendMine}
          </li>
        )}
      </ul>
      <ChartFrame
        testId="range-chart"
        title={t.chartTitle}
        description={`${t.chartDesc(shown.length)} ${shown
          .map((p) =>
            t.rowLabel(
              p.name,
              p.p10,
              p.median,
              p.p90,
              hasMine ? (mine.get(p.party_id) ?? 0) : null,
            ),
          )
          .join('; ')}.`}
        viewBox={`0 0 ${WIDTH} ${height}`}
        table={
          <DataTable
            caption={t.tableCaption}
            head={[t.party, t.p10, t.median, t.p90, t.mean, ...(hasMine ? [t.mine] : [])]}
            rows={shown.map((p) => [
              p.name,
              crowdTexts.seatsNumber(p.p10),
              crowdTexts.seatsNumber(p.median),
              crowdTexts.seatsNumber(p.p90),
              crowdTexts.seatsNumber(Math.round(p.mean * 10) / 10),
              ...(hasMine ? [mine.get(p.party_id) ?? 0] : []),
            ])}
          />
        }
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={x(tick)}
              x2={x(tick)}
              y1={TOP - 4}
              y2={height - AXIS + 2}
              stroke="#e2e8f0"
              strokeWidth={1}
            />
            <text x={x(tick)} y={height - 6} textAnchor="middle" fontSize={11} fill="#475569">
              {tick}
            </text>
          </g>
        ))}
        {shown.map((p, i) => {
          const cy = TOP + i * ROW + ROW / 2;
          const own = mine.get(p.party_id) ?? 0;
          return (
            <g key={p.party_id} data-party={p.name}>
              <text
                x={LABEL_WIDTH - 8}
                y={cy + 4}
                textAnchor="end"
                fontSize={12}
                fontWeight={600}
                fill="#091233"
              >
                {shortName(p.name, 11)}
              </text>
              <rect
                x={x(p.p10)}
                y={cy - 5}
                width={Math.max(x(p.p90) - x(p.p10), 2)}
                height={10}
                rx={3}
                fill={p.hexcolor}
                fillOpacity={0.55}
                stroke={p.hexcolor}
              />
              <line
                x1={x(p.median)}
                x2={x(p.median)}
                y1={cy - 9}
                y2={cy + 9}
                stroke="#091233"
                strokeWidth={2.5}
              />
              {hasMine && (
                <rect
                  x={x(own) - 4.5}
                  y={cy - 4.5}
                  width={9}
                  height={9}
                  transform={`rotate(45 ${x(own)} ${cy})`}
                  fill="#ff7a00"
                  stroke="#091233"
                  strokeWidth={1.2}
                />
              )}
            </g>
          );
        })}
      </ChartFrame>
    </div>
  );
}
