import type { AdminUser } from '@zetelpoule/shared';
import { ChevronRight, CircleCheck, CircleX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { admin as adminTexts } from '../../../i18n/nl-admin';
import { cn } from '../../../lib/cn';
import { formatDate } from '../lib/amsterdam-time';
import { ElectionBadges } from './election-badges';

const t = adminTexts.search;

/** "User as seen by an admin", with the list of the user's predictions. */
export function UserResult({
  user,
  openPredictionId,
  onOpenPrediction,
}: {
  user: AdminUser;
  openPredictionId: number | null;
  onOpenPrediction: (id: number) => void;
}) {
  return (
    <Card className="overflow-hidden">
      <div className="border-b border-slate-200 bg-navy-50/60 px-5 py-4 sm:px-6">
        <h2 className="text-xl font-bold tracking-tight text-navy-950">{user.username}</h2>
        <p className="text-sm break-all text-slate-600">{user.email}</p>
      </div>
      <dl className="grid gap-x-6 gap-y-4 px-5 py-5 text-sm sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
        <Fact label={t.foundBy}>
          {user.search_by === 'email' ? t.foundByEmail : t.foundByUsername}
        </Fact>
        <Fact label={t.fullName}>
          {user.full_name.trim() === '' ? (
            <span className="text-slate-600 italic">{t.notProvided}</span>
          ) : (
            user.full_name
          )}
        </Fact>
        <Fact label={t.totalPoints}>
          <span className="text-lg font-bold tabular-nums">{user.total_points}</span>
        </Fact>
        <Fact label={t.emailVerified}>
          {user.is_email_verified ? (
            <span className="inline-flex items-center gap-1.5 text-emerald-800">
              <CircleCheck aria-hidden="true" className="size-4" />
              {t.yes}
            </span>
          ) : (
            <span className="inline-flex items-center gap-1.5 text-red-700">
              <CircleX aria-hidden="true" className="size-4" />
              {t.no}
            </span>
          )}
        </Fact>
        <Fact label={t.memberSince}>
          <time dateTime={user.date_joined}>{formatDate(user.date_joined)}</time>
        </Fact>
      </dl>
      <div className="border-t border-slate-200 px-5 py-5 sm:px-6">
        <h3 className="text-base font-bold text-navy-950">
          {t.predictions(user.predictions.length)}
        </h3>
        {user.predictions.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t.noPredictions}</p>
        ) : (
          <ul className="mt-3 space-y-2">
            {user.predictions.map((prediction) => {
              const isOpen = prediction.id === openPredictionId;
              return (
                <li key={prediction.id}>
                  <button
                    type="button"
                    onClick={() => onOpenPrediction(prediction.id)}
                    aria-expanded={isOpen}
                    className={cn(
                      'flex w-full items-center gap-3 rounded-xl border px-4 py-3 text-left transition-colors',
                      isOpen
                        ? 'border-navy-600 bg-navy-50 ring-1 ring-navy-600'
                        : 'border-slate-200 hover:border-navy-300 hover:bg-slate-50',
                    )}
                  >
                    <span className="min-w-0 flex-1">
                      <span className="flex flex-wrap items-center gap-2">
                        <span className="font-semibold text-navy-950">{prediction.name}</span>
                        <ElectionBadges isActive={prediction.is_active} isFinal={false} />
                      </span>
                      <span className="mt-0.5 block text-sm text-slate-600">
                        {prediction.election_name} ·{' '}
                        <time dateTime={prediction.updated_at}>
                          {t.updated(formatDate(prediction.updated_at))}
                        </time>
                      </span>
                    </span>
                    <span className="shrink-0 text-right font-bold text-navy-950 tabular-nums">
                      {t.points(prediction.total_points)}
                    </span>
                    <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 font-medium text-navy-950">{children}</dd>
    </div>
  );
}
