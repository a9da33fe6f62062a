import type { ResultsImportSummary } from '@zetelpoule/shared';

/** From the result down to the polling stations, then the lists and the definition. */
const TYPE_ORDER = ['520', '510d', '510c', '510b', '230b', '110a'] as const;

/**
 * The import's answer as text, for `npm run cli -- import-results`: what the admin page shows
 * in its preview, in Dutch, one section per result.
 */
export function formatImportSummary(summary: ResultsImportSummary): string {
  const lines: string[] = [];
  const counts = new Map<string, number>();
  for (const file of summary.source.files) {
    counts.set(file.eml_type, (counts.get(file.eml_type) ?? 0) + 1);
  }
  const files = TYPE_ORDER.filter((type) => counts.has(type))
    .map((type) => (counts.get(type) === 1 ? type : `${counts.get(type)}× ${type}`))
    .join(', ');
  const fileCount = summary.source.files.length;
  lines.push(
    `${summary.source.election_identifier}: ${fileCount} ${fileCount === 1 ? 'bestand' : 'bestanden'} (${files})`,
  );

  const show = (value: number | null) => (value === null ? '–' : String(value));
  const seatLine = (listNumber: number, name: string, ...numbers: (number | null)[]) =>
    `  ${String(listNumber).padStart(3)}  ${name.slice(0, 40).padEnd(40)} ${show(numbers[0]!).padStart(9)} ${numbers
      .slice(1)
      .map((n) => show(n).padStart(4))
      .join(' ')}`;
  if (summary.region) {
    const region = summary.region;
    lines.push(
      '',
      `${region.name} (${region.code}), ${show(region.seat_count)} Statenzetels — lijst, partij, stemmen, uit de stemmen, 520:`,
    );
    for (const row of summary.staten_seats ?? []) {
      lines.push(
        seatLine(row.list_number, row.name, row.votes, row.seats_from_votes, row.seats_520),
      );
    }
  } else {
    lines.push('', 'Zetels — lijst, partij, stemmen, 520, uit de stemmen:');
    for (const row of summary.seats) {
      lines.push(seatLine(row.list_number, row.name, row.votes, row.seats, row.seats_from_votes));
    }
    lines.push(
      '',
      `Landelijke opkomst: ${summary.country_turnout === null ? '–' : percent(summary.country_turnout)}`,
    );
  }
  if (summary.unmatched_names.length > 0) {
    lines.push(
      '',
      `Namen zonder partij (koppel ze, of gebruik --create-missing-parties): ${summary.unmatched_names.join(', ')}`,
    );
  }

  const partyName = new Map(
    summary.parties.flatMap((row) => (row.party_id === null ? [] : [[row.party_id, row.name]])),
  );
  lines.push(
    '',
    summary.region
      ? 'Provincie — opkomst, grootste partij:'
      : 'Gespeelde gemeenten — opkomst, grootste partij:',
  );
  if (summary.municipalities.length === 0) lines.push('  (geen gegevens in de bestanden)');
  for (const m of summary.municipalities) {
    const biggest = m.biggest_party_id === null ? '–' : (partyName.get(m.biggest_party_id) ?? '–');
    const turnout = m.turnout === null ? '–' : percent(m.turnout);
    lines.push(`  ${m.name.padEnd(28)} ${m.code}  ${turnout.padStart(6)}  ${biggest}`);
  }

  if (summary.warnings.length > 0) {
    lines.push('', 'Waarschuwingen:');
    for (const warning of summary.warnings) lines.push(`  - ${warning}`);
  }
  lines.push(
    '',
    summary.applied
      ? `Opgeslagen in verkiezing ${summary.election_id}. Bereken daarna de punten opnieuw.`
      : 'Proefdraai: er is niets opgeslagen.',
  );
  return lines.join('\n');
}

/** 79.3 → "79,3%". */
function percent(value: number): string {
  return `${value.toFixed(1).replace('.', ',')}%`;
}
