import { SCORECARD_QUESTIONS, SCORECARD_SECTIONS, type NicheSummary } from '@fathom/contract';
import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '../components/PageLoader';
import { NicheAnalysisShell } from './NicheAnalysisShell';
import { QueryError } from '../components/QueryError';
import { EvaluationBadge } from '../entities/niches/EvaluationBadge';
import { ScorecardSection } from '../features/scorecard/components/ScorecardSection';
import { useScorecard } from '../features/scorecard/hooks/use-scorecard';

const STATUS_TEXT = {
  INCOMPLETE: 'Answer the questions to evaluate the niche.',
  IN_PROGRESS: 'Evaluation in progress.',
  COMPLETE: 'Evaluation complete.',
} as const;

/** The product scorecard: a questionnaire that evaluates the niche (spec §2, §3, §4). */
export function ScorecardPage({ nicheId }: { nicheId: number }) {
  return (
    <NicheAnalysisShell nicheId={nicheId} title="Product scorecard">
      {(niche) => (
        <Stack gap="lg">
          <Title order={2} fz={20}>
            Product scorecard
          </Title>
          <Questionnaire niche={niche} />
        </Stack>
      )}
    </NicheAnalysisShell>
  );
}

function Questionnaire({ niche }: { niche: NicheSummary }) {
  const { card, save, saving } = useScorecard(niche.id, niche.organizationId);
  if (card.isError)
    return (
      <QueryError
        title="Could not load the scorecard"
        error={card.error}
        onRetry={() => void card.refetch()}
      />
    );
  if (!card.data) return <PageLoader />;
  const c = card.data;
  const disabled = !niche.canManage || saving;
  const needed = c.evaluationQuestionsNeedAnswer
    .map((id) => SCORECARD_QUESTIONS.find((q) => q.id === id)?.text)
    .filter((text): text is string => Boolean(text));
  return (
    <Stack gap="md">
      <Paper withBorder p="md" component="section" aria-label="Evaluation">
        <Group justify="space-between" align="flex-start">
          <Stack gap={6}>
            <Group gap="sm">
              <Text fw={600}>Evaluation</Text>
              <EvaluationBadge
                status={c.evaluationStatus}
                score={c.evaluationScore}
                needAnswer={c.evaluationQuestionsNeedAnswer}
              />
              <Text fz="sm" aria-label={`Score ${c.evaluationScore}`}>
                Score {c.evaluationScore}
              </Text>
            </Group>
            <Text fz="sm" c="dimmed">
              {STATUS_TEXT[c.evaluationStatus]}
            </Text>
            {needed.length ? (
              <>
                <Text fz="sm">Important questions that need an answer:</Text>
                <List size="sm">
                  {needed.map((text) => (
                    <List.Item key={text}>{text}</List.Item>
                  ))}
                </List>
              </>
            ) : null}
            {!niche.canManage ? (
              <Text fz="sm" c="dimmed">
                You can see this scorecard but not answer it.
              </Text>
            ) : null}
          </Stack>
          {niche.canManage ? (
            c.finished ? (
              <Button
                variant="default"
                disabled={saving}
                onClick={() => save({ answers: {}, finished: false })}
              >
                Reopen evaluation
              </Button>
            ) : (
              <Button
                disabled={saving || c.evaluationStatus === 'COMPLETE'}
                onClick={() => save({ answers: {}, finished: true })}
              >
                Finish evaluation
              </Button>
            )
          ) : null}
        </Group>
      </Paper>
      {SCORECARD_SECTIONS.map(([section, title]) => (
        <ScorecardSection
          key={section}
          nicheId={niche.id}
          marketplace={niche.marketplace}
          title={title}
          questions={c.questions.filter((q) => q.section === section)}
          disabled={disabled}
          onAnswer={(id, answer) => save({ answers: { [id]: answer } })}
        />
      ))}
    </Stack>
  );
}
