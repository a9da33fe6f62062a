import type { TurnoutBucket } from '@zetelpoule/shared';
import { crowd as crowdTexts } from '../../../i18n/nl-crowd';
import { ChartFrame, DataTable } from './chart-frame';

const t = crowdTexts.turnout;

const WIDTH = 360;
const HEIGHT = 160;
const LEFT = 8;
const BOTTOM = 22;
const TOP = 16;

/** National turnout in 1-point buckets, every bucket from the lowest to the highest answer. */
export function TurnoutHistogram({
  histogram,
  median,
  answers,
}: {
  histogram: readonly TurnoutBucket[];
  median: number;
  answers: number;
}) {
  const first = histogram[0]!.percent;
  const last = histogram[histogram.length - 1]!.percent;
  const counts = new Map(histogram.map((b) => [b.percent, b.count]));
  const buckets = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const maxCount = Math.max(...histogram.map((b) => b.count));
  const plot = WIDTH - 2 * LEFT;
  const barWidth = plot / buckets.length;
  const y = (count: number) => TOP + (HEIGHT - TOP - BOTTOM) * (1 - count / maxCount);
  const labelEvery = Math.max(1, Math.ceil(buckets.length / 8));
  const medianX = LEFT + (median - first) * barWidth;

  return (
    <ChartFrame
      testId="turnout-histogram"
      title={t.chartTitle}
      description={`${t.chartDesc(answers, crowdTexts.percent(median))} ${histogram
        .map((b) => t.bucketTitle(b.percent, b.count))
        .join(', ')}.`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      table={
        <DataTable
          caption={t.tableCaption}
          head={[t.range, t.count]}
          rows={histogram.map((b) => [t.bucket(b.percent), b.count])}
        />
      }
    >
      <line
        x1={LEFT}
        x2={WIDTH - LEFT}
        y1={HEIGHT - BOTTOM}
        y2={HEIGHT - BOTTOM}
        stroke="#94a3b8"
      />
      {buckets.map((percent, i) => {
        const count = counts.get(percent) ?? 0;
        const x = LEFT + i * barWidth;
        return (
          <g key={percent}>
            {count > 0 && (
              <rect
                x={x + 1}
                y={y(count)}
                width={Math.max(barWidth - 2, 1)}
                height={HEIGHT - BOTTOM - y(count)}
                fill="#1b2f73"
                rx={2}
              />
            )}
            {i % labelEvery === 0 && (
              <text
                x={x + barWidth / 2}
                y={HEIGHT - 6}
                textAnchor="middle"
                fontSize={10}
                fill="#475569"
              >
                {percent}
              </text>
            )}
          </g>
        );
      })}
      <line
        x1={medianX}
        x2={medianX}
        y1={TOP - 10}
        y2={HEIGHT - BOTTOM}
        stroke="#ff7a00"
        strokeWidth={2}
        strokeDasharray="4 3"
      />
      <text
        x={Math.min(Math.max(medianX, 40), WIDTH - 40)}
        y={TOP - 4}
        textAnchor="middle"
        fontSize={10}
        fontWeight={700}
        fill="#8f4100"
      >
        {crowdTexts.percent(median)}
      </text>
    </ChartFrame>
  );
}
