import {
  LEAGUE_ERROR_CODES,
  rankPartiesBySeats,
  TOP3_POSITIONS,
  type MemberPredictions,
  type Party,
} from '@zetelpoule/shared';
import { Lock, MapPin, Percent, Sparkles, Trophy } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Hemicycle } from '../../../components/hemicycle/hemicycle';
import { PointsVersus } from '../../../components/score-comparison/points-versus';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { league as leagueTexts } from '../../../i18n/nl-league';
import { isApiError } from '../../../lib/api-client';
import { useElectionWords } from '../../../lib/election-category';
import { useMemberPredictions } from '../api/get-member-predictions';
import { useParties } from '../api/get-parties';
import { Modal } from './modal';

const t = leagueTexts.member;

/**
 * Whose prediction to show, and from where (the national view asks globally:
 * docs/rules.md#the-deadline-and-who-sees-what).
 */
export type SelectedMember = { userId: number; name: string; isGlobal: boolean };

export function MemberPredictionsDialog({
  member,
  onClose,
}: {
  member: SelectedMember | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={member !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={member ? t.title(member.name) : ''}
      description={t.description}
      size="lg"
    >
      {member && <MemberPredictionsContent member={member} />}
    </Modal>
  );
}

/** The message for each refusal, verbatim. */
export function memberPredictionsErrorMessage(error: unknown): string {
  if (!isApiError(error)) return t.failed;
  if (error.status === 423 || error.code === LEAGUE_ERROR_CODES.predictionsLocked) return t.locked;
  if (error.status === 403) return t.forbidden;
  if (error.status === 404) return error.code ? error.message : t.notFound;
  return t.failed;
}

function MemberPredictionsContent({ member }: { member: SelectedMember }) {
  const prediction = useMemberPredictions({ userId: member.userId, isGlobal: member.isGlobal });
  const parties = useParties();

  if (prediction.isError) {
    const isLocked = isApiError(prediction.error) && prediction.error.status === 423;
    return isLocked ? (
      <div className="flex flex-col items-center gap-3 py-6 text-center">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-navy-100 text-navy-700">
          <Lock aria-hidden="true" className="size-6" />
        </span>
        <p role="alert" className="max-w-sm font-semibold text-navy-900">
          {t.locked}
        </p>
      </div>
    ) : (
      <Alert tone="error">{memberPredictionsErrorMessage(prediction.error)}</Alert>
    );
  }
  // Without the party list the prediction is only ids: wait for both.
  if (prediction.isPending || parties.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label={t.loading} />
      </div>
    );
  }
  return (
    <PredictionView
      prediction={prediction.data}
      parties={parties.data ?? []}
      memberName={member.name}
    />
  );
}

function PredictionView({
  prediction,
  parties,
  memberName,
}: {
  prediction: MemberPredictions;
  parties: readonly Party[];
  memberName: string;
}) {
  const partyById = useMemo(() => new Map(parties.map((p) => [p.id, p])), [parties]);
  const { region } = useElectionWords();
  const seatsByParty = useMemo(() => {
    const counts = new Map<number, number>();
    for (const seat of prediction.seat_predictions) {
      counts.set(seat.party, (counts.get(seat.party) ?? 0) + 1);
    }
    return counts;
  }, [prediction.seat_predictions]);
  // The same ranking the scoring uses (most seats, ties by list number).
  const ranked = useMemo(
    () =>
      rankPartiesBySeats(
        seatsByParty,
        parties.map((p) => ({ id: p.id, listNumber: p.list_number })),
      ),
    [seatsByParty, parties],
  );
  const seatColors = useMemo(() => {
    const colors = new Array<string | null>(prediction.seat_count).fill(null);
    for (const seat of prediction.seat_predictions) {
      colors[seat.seat_number] = partyById.get(seat.party)?.hexcolor ?? null;
    }
    return colors;
  }, [prediction.seat_count, prediction.seat_predictions, partyById]);
  const assigned = prediction.seat_predictions.length;
  const mostSeats = ranked[0]?.seats ?? 1;
  const captain = prediction.captain_party
    ? partyById.get(prediction.captain_party.selected_party)
    : undefined;

  return (
    <div className="space-y-6">
      {prediction.points && (
        <Section title={t.pointsTitle} icon={<Trophy aria-hidden="true" className="size-4" />}>
          <PointsVersus
            name={memberName}
            member={prediction.points.member}
            viewer={prediction.points.viewer}
          />
        </Section>
      )}
      <Section title={t.seatsTitle}>
        <Hemicycle
          seatCount={prediction.seat_count}
          seatColors={seatColors}
          label={t.seatsChart(assigned, prediction.seat_count)}
          // A read-only picture: on a phone it fits the screen instead of panning sideways.
          className="[&_svg]:w-full"
        />
        <p className="mt-2 text-center text-sm text-slate-600">
          {t.seatsAssigned(assigned, prediction.seat_count)}
        </p>
        {ranked.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t.noSeats}</p>
        ) : (
          <table className="mt-3 w-full text-sm">
            <caption className="sr-only">{t.seatsTable}</caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">{t.party}</th>
                <th scope="col">{t.seats}</th>
              </tr>
            </thead>
            <tbody>
              {ranked.map(({ party: { id }, seats }) => {
                const party = partyById.get(id);
                return (
                  <tr key={id}>
                    <th scope="row" className="py-1 pr-3 text-left font-medium text-navy-950">
                      <PartyName party={party} />
                    </th>
                    <td className="w-1/2 py-1">
                      <span className="flex items-center gap-2">
                        <span
                          aria-hidden="true"
                          className="h-2.5 rounded-full"
                          style={{
                            width: `${Math.max(4, (seats / mostSeats) * 100)}%`,
                            backgroundColor: party?.hexcolor ?? '#94a3b8',
                          }}
                        />
                        <span className="font-bold text-navy-900 tabular-nums">{seats}</span>
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </Section>

      <div className="grid gap-4 sm:grid-cols-2">
        <Section title={t.top3Title} icon={<Trophy aria-hidden="true" className="size-4" />}>
          {ranked.length === 0 ? (
            <p className="text-sm text-slate-600">{t.noTop3}</p>
          ) : (
            <ol className="space-y-1.5">
              {ranked.slice(0, TOP3_POSITIONS).map(({ party: { id }, seats }, index) => (
                <li key={id} className="flex items-center gap-2 text-sm">
                  <span className="w-6 font-bold text-slate-500">{t.top3Position(index + 1)}</span>
                  <span className="min-w-0 flex-1 font-medium text-navy-950">
                    <PartyName party={partyById.get(id)} />
                  </span>
                  <span className="font-bold text-navy-900 tabular-nums">{seats}</span>
                </li>
              ))}
            </ol>
          )}
        </Section>

        <Section title={t.jokerTitle} icon={<Sparkles aria-hidden="true" className="size-4" />}>
          <Value>{prediction.captain_party ? <PartyName party={captain} /> : <NotFilled />}</Value>
        </Section>

        <Section
          title={t.firstMunicipalityTitle}
          icon={<MapPin aria-hidden="true" className="size-4" />}
        >
          <Value>{prediction.selected_municipality?.municipality_name ?? <NotFilled />}</Value>
          <p className="mt-0.5 text-xs text-slate-500">{t.firstMunicipalityHint}</p>
        </Section>

        <Section
          title={t.nationalTurnoutTitle}
          icon={<Percent aria-hidden="true" className="size-4" />}
        >
          <Value>
            {prediction.country_turnout_prediction ? (
              t.percent(prediction.country_turnout_prediction.predicted_turnout)
            ) : (
              <NotFilled />
            )}
          </Value>
        </Section>
      </div>

      <Section title={t.municipalitiesTitle(region)}>
        <MunicipalityTable prediction={prediction} partyById={partyById} region={region} />
      </Section>
    </div>
  );
}

function MunicipalityTable({
  prediction,
  partyById,
  region,
}: {
  prediction: MemberPredictions;
  partyById: ReadonlyMap<number, Party>;
  /** "gemeente" or "provincie" (categoryInfo). */
  region: string;
}) {
  const rows = useMemo(() => {
    const byId = new Map<number, { name: string; turnout?: number; partyId?: number }>();
    for (const turnout of prediction.turnout_predictions) {
      byId.set(turnout.municipality, {
        name: turnout.municipality_name,
        turnout: turnout.predicted_turnout,
      });
    }
    for (const biggest of prediction.biggest_party_predictions) {
      const row = byId.get(biggest.municipality) ?? { name: biggest.municipality_name };
      byId.set(biggest.municipality, { ...row, partyId: biggest.predicted_party });
    }
    return [...byId.entries()]
      .map(([id, row]) => ({ id, ...row }))
      .sort((a, b) => a.name.localeCompare(b.name, 'nl'));
  }, [prediction]);

  if (rows.length === 0)
    return <p className="text-sm text-slate-600">{t.noMunicipalities(region)}</p>;
  return (
    <div className="-mx-1 overflow-x-auto">
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs tracking-wide text-slate-500 uppercase">
            <th scope="col" className="px-1 py-2 font-semibold">
              {t.municipality(region)}
            </th>
            <th scope="col" className="px-1 py-2 text-right font-semibold">
              {t.turnout}
            </th>
            <th scope="col" className="px-1 py-2 pl-4 font-semibold">
              {t.biggestParty}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className="px-1 py-2 text-left font-medium text-navy-950">
                {row.name}
              </th>
              <td className="px-1 py-2 text-right tabular-nums">
                {row.turnout === undefined ? <NotFilled /> : t.percent(row.turnout)}
              </td>
              <td className="px-1 py-2 pl-4">
                {row.partyId === undefined ? (
                  <NotFilled />
                ) : (
                  <PartyName party={partyById.get(row.partyId)} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Section({
  title,
  icon,
  children,
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-slate-200 p-4">
      <h3 className="mb-2 flex items-center gap-1.5 text-sm font-bold tracking-wide text-navy-800 uppercase">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

function Value({ children }: { children: ReactNode }) {
  return <p className="text-lg font-bold text-navy-950">{children}</p>;
}

function NotFilled() {
  return <span className="text-sm font-normal text-slate-500 italic">{t.notFilled}</span>;
}

function PartyName({ party }: { party: Party | undefined }) {
  return (
    <span className="inline-flex min-w-0 items-center gap-2">
      <span
        aria-hidden="true"
        className="size-3 shrink-0 rounded-full ring-1 ring-slate-900/10"
        style={{ backgroundColor: party?.hexcolor ?? '#94a3b8' }}
      />
      <span className="truncate">{party?.name ?? t.unknownParty}</span>
    </span>
  );
}
