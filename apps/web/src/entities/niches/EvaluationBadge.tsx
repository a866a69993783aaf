import { evaluationBadge, SCORECARD_QUESTIONS, type EvaluationStatus } from '@fathom/contract';
import { Badge, Tooltip } from '@mantine/core';

const COLORS = {
  Incomplete: 'gray.7',
  'In Progress': 'blue.8',
  Positive: 'teal.9',
  Negative: 'red.9',
} as const;

export interface EvaluationProps {
  status: EvaluationStatus;
  score: number | null;
  needAnswer: readonly string[];
}

/** The text of the badge: its label, '*' when important questions wait for an answer. */
export function evaluationText({ status, score, needAnswer }: EvaluationProps): string {
  const badge = evaluationBadge(status, score, needAnswer);
  return badge.starred ? `${badge.label}*` : badge.label;
}

/**
 * The niche's evaluation badge (spec §4): Incomplete, In Progress, Positive or Negative; a '*'
 * marks a complete evaluation with unanswered important questions, named in its tooltip.
 */
export function EvaluationBadge(props: EvaluationProps) {
  const badge = evaluationBadge(props.status, props.score, props.needAnswer);
  const text = evaluationText(props);
  const element = (
    <Badge size="sm" variant="outline" color={COLORS[badge.label]} radius="sm" tt="none">
      {text}
    </Badge>
  );
  if (!badge.starred) return element;
  const questions = props.needAnswer
    .map((id) => SCORECARD_QUESTIONS.find((q) => q.id === id)?.text)
    .filter(Boolean)
    .join(' ');
  return (
    <Tooltip label={`Important questions need an answer: ${questions}`} multiline w={320}>
      <span tabIndex={0} aria-label={`${text}: important questions need an answer`}>
        {element}
      </span>
    </Tooltip>
  );
}
