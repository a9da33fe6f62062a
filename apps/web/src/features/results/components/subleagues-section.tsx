import type { Subleague } from '@zetelpoule/shared';
import { UsersRound } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { results as resultsTexts } from '../../../i18n/nl-results';
import { cn } from '../../../lib/cn';

const t = resultsTexts.subleagues;

/**
 * Equal points share a rank (docs/rules.md#ranking-and-ties): 1, 2, 2, 4. Members come sorted by
 * points.
 */
function ranks(members: Subleague['members']): number[] {
  return members.map(
    (member) => 1 + members.filter((other) => other.points > member.points).length,
  );
}

/** The player's sub-leagues as small live tables. */
export function SubleaguesSection({
  subleagues,
  userId,
}: {
  subleagues: Subleague[] | undefined;
  userId: number | null;
}) {
  return (
    <Card className="p-5" data-testid="subleagues">
      <section aria-labelledby="subleagues-title">
        <h2
          id="subleagues-title"
          className="flex items-center gap-2 text-lg font-bold text-navy-950"
        >
          <UsersRound aria-hidden="true" className="size-5 text-navy-600" />
          {t.title}
        </h2>
        {subleagues === undefined ? null : subleagues.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t.none}</p>
        ) : (
          <div className="mt-3 space-y-5">
            {subleagues.map((subleague) => {
              const memberRanks = ranks(subleague.members);
              return (
                <table
                  key={subleague.id}
                  className="w-full text-sm"
                  data-subleague={subleague.name}
                >
                  <caption className="pb-1.5 text-left">
                    <span className="font-semibold text-navy-950">{subleague.name}</span>
                    <span className="ml-2 text-xs text-slate-500">
                      {t.members(subleague.member_count)}
                    </span>
                  </caption>
                  <thead className="sr-only">
                    <tr>
                      <th scope="col">{t.rank}</th>
                      <th scope="col">{t.player}</th>
                      <th scope="col">{t.points}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {subleague.members.map((member, index) => {
                      const isMe = member.user === userId;
                      return (
                        <tr
                          key={member.user}
                          className={cn(
                            'border-t border-slate-100',
                            isMe && 'bg-oranje-50 font-semibold',
                          )}
                        >
                          <td className="w-10 py-1.5 pl-2 text-slate-600 tabular-nums">
                            {memberRanks[index]}
                          </td>
                          <th scope="row" className="py-1.5 text-left font-medium text-navy-950">
                            {member.user_name}
                            {isMe && <span className="ml-1 text-oranje-800">{t.you}</span>}
                          </th>
                          <td className="py-1.5 pr-2 text-right font-bold text-navy-950 tabular-nums">
                            {member.points}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              );
            })}
          </div>
        )}
        <ButtonLink to="/league?tab=subpoules" variant="outline" size="sm" className="mt-4">
          {t.link}
        </ButtonLink>
      </section>
    </Card>
  );
}
