import { Alert } from '../../../components/ui/alert';

export type Feedback = { tone: 'success' | 'error'; text: string };

/** The message after a save: what was saved, or why it was not (docs/architecture.md#errors). */
export function FormFeedback({
  feedback,
  className,
}: {
  feedback: Feedback | null;
  className?: string;
}) {
  if (feedback === null) return null;
  return (
    <Alert tone={feedback.tone} className={className}>
      {feedback.text}
    </Alert>
  );
}
