import { crowd as crowdTexts } from '../../../i18n/nl-crowd';
import { ChartFrame, DataTable, shortName } from './chart-frame';

const t = crowdTexts.picks;

export interface ShareItem {
  key: number;
  label: string;
  color: string;
  share: number;
}

const WIDTH = 360;
const LABEL_WIDTH = 112;
const ROW = 24;
const VALUE_WIDTH = 44;

/** Horizontal bars: the share of the players per choice, biggest first (at most `limit`). */
export function ShareChart({
  what,
  items,
  limit = 6,
  firstHeader = t.party,
}: {
  what: string;
  items: readonly ShareItem[];
  limit?: number;
  firstHeader?: string;
}) {
  const shown = [...items].sort((a, b) => b.share - a.share).slice(0, limit);
  if (shown.length === 0 || shown.every((item) => item.share === 0)) {
    return <p className="text-sm text-slate-600">{t.nobody}</p>;
  }
  const plot = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  const height = shown.length * ROW + 4;
  const top = shown[0]!;
  return (
    <ChartFrame
      title={t.chartTitle(what)}
      description={`${t.chartDesc(what, `${top.label} (${crowdTexts.share(top.share)})`)} ${shown
        .map((item) => `${item.label} ${crowdTexts.share(item.share)}`)
        .join(', ')}.`}
      viewBox={`0 0 ${WIDTH} ${height}`}
      table={
        <DataTable
          caption={t.tableCaption(what)}
          head={[firstHeader, t.share]}
          rows={[...items]
            .sort((a, b) => b.share - a.share)
            .map((item) => [item.label, crowdTexts.share(item.share)])}
        />
      }
    >
      {shown.map((item, i) => {
        const y = 2 + i * ROW;
        return (
          <g key={item.key}>
            <text
              x={LABEL_WIDTH - 8}
              y={y + ROW / 2 + 4}
              textAnchor="end"
              fontSize={12}
              fontWeight={600}
              fill="#091233"
            >
              {shortName(item.label, 13)}
            </text>
            <rect x={LABEL_WIDTH} y={y + 4} width={plot} height={ROW - 8} rx={3} fill="#f1f5f9" />
            <rect
              x={LABEL_WIDTH}
              y={y + 4}
              width={Math.max(item.share * plot, item.share > 0 ? 2 : 0)}
              height={ROW - 8}
              rx={3}
              fill={item.color}
              stroke="rgb(15 23 42 / 0.35)"
            />
            <text x={WIDTH - 2} y={y + ROW / 2 + 4} textAnchor="end" fontSize={12} fill="#091233">
              {crowdTexts.share(item.share)}
            </text>
          </g>
        );
      })}
    </ChartFrame>
  );
}
