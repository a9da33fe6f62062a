import { cn } from '../../lib/cn';
import { AccuracyBadge } from './accuracy-badge';
import {
  AnalysisSection,
  ColumnHeads,
  Fact,
  Facts,
  PartyName,
  Pending,
  PointsBadge,
  ScrollTable,
  TD,
  Verdict,
  t,
  tp,
  useComparisonSettings,
  type Column,
  type ScoreComparisonData,
} from './comparison-parts';

/*
 * The sections judged on the seat result: the seats per party, the top 3 and the joker.
 */

/**
 * One row per party: what the player gave it, what it won and what that scored. Four narrow
 * columns, so it fits a 390 px phone without scrolling; the admin adds the accuracy.
 */
export function SeatsSection({
  rows,
  points,
}: {
  rows: ScoreComparisonData['party_seat_comparison'];
  points: number | null;
}) {
  const { showAccuracy } = useComparisonSettings();
  const columns: Column[] = [
    { label: t.party },
    // "Jij" on the player's own table: "Voorspeld" pushed the points out of a 390 px screen.
    { label: showAccuracy ? t.predicted : tp.predictedShort, numeric: true, className: 'w-0' },
    { label: t.actual, numeric: true, className: 'w-0' },
    { label: tp.column, numeric: true, className: 'w-0' },
  ];
  if (showAccuracy) columns.push({ label: t.accuracy, numeric: true });
  return (
    <AnalysisSection title={t.seats} points={points}>
      {rows.length === 0 ? (
        <Pending />
      ) : (
        <ScrollTable label={t.seats}>
          <ColumnHeads columns={columns} />
          <tbody>
            {rows.map((row) => (
              <tr key={row.party_id} className={row.is_correct ? 'bg-emerald-50/50' : undefined}>
                <th scope="row" className={cn(TD, 'font-medium text-navy-950')}>
                  <PartyName name={row.party_name} color={row.party_color} />
                </th>
                <td className={cn(TD, 'text-right tabular-nums')}>{row.predicted_seats}</td>
                <td className={cn(TD, 'text-right tabular-nums')}>{row.actual_seats}</td>
                <td className={cn(TD, 'text-right')}>
                  <PointsBadge points={row.points} />
                </td>
                {showAccuracy && (
                  <td className={cn(TD, 'text-right')}>
                    <AccuracyBadge accuracy={row.accuracy} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </AnalysisSection>
  );
}

/** "A, B en C". */
function listOf(names: string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} en ${names.at(-1)}`;
}

export function Top3Section({
  comparison,
}: {
  comparison: ScoreComparisonData['top3_parties_comparison'];
}) {
  return (
    <AnalysisSection title={t.top3} points={comparison?.points_earned ?? null}>
      {comparison === null ? (
        <Pending />
      ) : (
        <>
          <p className="mb-3 text-sm font-semibold text-navy-900">
            {t.top3Summary(comparison.correct_positions, comparison.points_earned)}
          </p>
          {comparison.predicted_tie && (
            <p className="mb-2 text-sm text-slate-700">
              {t.top3PredictedTie(listOf(comparison.predicted_tie))}
            </p>
          )}
          {comparison.actual_tie && (
            <p className="mb-3 text-sm text-slate-700">
              {t.top3ActualTie(listOf(comparison.actual_tie))}
            </p>
          )}
          <ScrollTable label={t.top3}>
            <ColumnHeads
              columns={[
                { label: '#', className: 'w-0' },
                { label: t.predicted },
                { label: t.actual },
                { label: t.correct, hidden: true },
              ]}
            />
            <tbody>
              {comparison.rows.map((row) => (
                <tr key={row.position}>
                  <th scope="row" className={cn(TD, 'font-bold text-navy-950 tabular-nums')}>
                    {row.position}
                  </th>
                  <td className={TD}>
                    <PartyWithSeats
                      party={row.predicted_party}
                      seats={row.predicted_party?.predicted_seats}
                    />
                  </td>
                  <td className={TD}>
                    <PartyWithSeats
                      party={row.actual_party}
                      seats={row.actual_party?.actual_seats}
                    />
                  </td>
                  <td className={cn(TD, 'text-right')}>
                    <Verdict isCorrect={row.is_correct} />
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </>
      )}
    </AnalysisSection>
  );
}

/** A top-3 cell: the party and its seats, or a dash where there is none. */
function PartyWithSeats({
  party,
  seats,
}: {
  party: { party_name: string; party_color: string } | null;
  seats: number | undefined;
}) {
  if (party === null) return '—';
  return (
    <>
      <PartyName name={party.party_name} color={party.party_color} />{' '}
      <span className="text-slate-600 tabular-nums">({seats})</span>
    </>
  );
}

export function CaptainSection({
  comparison,
  points,
}: {
  comparison: ScoreComparisonData['captain_party_comparison'];
  points: number | null;
}) {
  return (
    <AnalysisSection title={t.captain} points={comparison === null ? null : points}>
      {comparison === null ? (
        <Pending />
      ) : !comparison.has_captain || comparison.party === null ? (
        <p className="rounded-xl border border-oranje-300 bg-oranje-50 px-4 py-3 text-sm font-medium text-oranje-800">
          {t.captainNone}
        </p>
      ) : (
        <div className="space-y-3">
          <Facts>
            <Fact label={t.party}>
              <PartyName name={comparison.party.party_name} color={comparison.party.party_color} />
            </Fact>
            <Fact label={`${t.predicted} / ${t.actual}`}>
              {comparison.predicted_seats ?? '—'} / {comparison.actual_seats ?? '—'}
            </Fact>
            <Fact label={t.captainSeatPoints}>
              {comparison.seat_points === null ? '—' : t.signed(comparison.seat_points)}
            </Fact>
            <Fact label={t.captainBonus}>
              <PointsBadge points={comparison.bonus_points} />
            </Fact>
          </Facts>
          {comparison.is_void && (
            <p className="text-sm text-slate-700">{t.captainVoid(comparison.void_at_or_below)}</p>
          )}
        </div>
      )}
    </AnalysisSection>
  );
}
