import { BellRing } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { reminders } from '../../../i18n/nl-reminders';
import { useNudgeMember } from '../api/nudge-member';

const t = reminders.nudge;

/**
 * "Duwtje geven" beside a member whose prediction is not finished, in the creator's
 * management dialog. `run` shows the server's answer (sent, already today, does not want them).
 */
export function NudgeButton({
  subleagueId,
  member,
  disabled,
  run,
}: {
  subleagueId: number;
  member: { user: number; user_name: string };
  disabled: boolean;
  run: (action: () => Promise<string | null>) => Promise<void>;
}) {
  const nudge = useNudgeMember();
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={t.buttonLabel(member.user_name)}
      title={t.button}
      disabled={disabled || nudge.isPending}
      onClick={() =>
        void run(
          async () => (await nudge.mutateAsync({ subleagueId, userId: member.user })).message,
        )
      }
    >
      <BellRing aria-hidden="true" className="size-4" />
      {/* On a phone the bell alone, so the member's name keeps its room; the label names it. */}
      <span className="hidden sm:inline">{nudge.isPending ? t.sending : t.button}</span>
    </Button>
  );
}
