import type { ElectionOption } from '@zetelpoule/shared';
import { formatDeadline } from '@zetelpoule/shared/rules/deadline-format';
import { SHARE_IMAGE_PATHS } from '@zetelpoule/shared/contract/share-images';
import { NotFoundError } from '../../errors';
import type { PageHead } from '../../plugins/page-head';
import { listElectionsNewestFirst } from '../elections/elections.repo';
import { getInvitePreview, inviteLink, type LeagueContext } from './leagues.service';

/*
 * What a league page shows beyond the sub-leagues themselves: an invite link's preview in a
 * chat, and the elections a sub-league's table can be shown for.
 */

/**
 * The title and link preview of an invite page, for the group chat it is pasted in.
 * Undefined for an unknown code: the page itself says the link does not work.
 */
export async function invitePageHead(
  ctx: Pick<LeagueContext, 'db' | 'publicUrl'>,
  code: string,
): Promise<PageHead | undefined> {
  const preview = await getInvitePreview(ctx, code).catch((err: unknown) => {
    if (err instanceof NotFoundError) return undefined;
    throw err;
  });
  if (!preview) return undefined;
  const members = preview.member_count === 1 ? '1 lid' : `${preview.member_count} leden`;
  const invitation = `${preview.creator_username} nodigt je uit voor ${preview.name} (${members}).`;
  const when = preview.predictions_closed
    ? ' Voorspellen kan niet meer; volg de subpoule op Zetelpoule.'
    : preview.election_name && preview.predictions_deadline
      ? ` Voorspel de ${preview.election_name}: meedoen kan tot ${formatDeadline(preview.predictions_deadline)}.`
      : ' Voorspel de verkiezingen op Zetelpoule.';
  return {
    title: `Doe mee met ${preview.name} op Zetelpoule`,
    description: invitation + when,
    url: inviteLink(ctx.publicUrl, code),
    image: `${ctx.publicUrl}${SHARE_IMAGE_PATHS.invite(code)}`,
  };
}

/** Every election a table can be shown for: the active one and those before it. */
export async function listElectionOptions(ctx: LeagueContext): Promise<ElectionOption[]> {
  const rows = await listElectionsNewestFirst(ctx.db);
  return rows.map((e) => ({
    id: e.id,
    name: e.name,
    category: e.category,
    election_date: e.electionDate.toISOString(),
    is_active: e.isActive,
    is_final: e.isFinal,
  }));
}
