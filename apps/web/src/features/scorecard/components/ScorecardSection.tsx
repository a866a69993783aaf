import {
  marketplace as marketplaceOf,
  PROFIT_MESSAGES,
  profitsSupported,
  SCORECARD_QUESTIONS,
  webRoutes,
  type MarketplaceTld,
  type Scorecard,
  type ScorecardQuestion,
  type UserAnswer,
} from '@fathom/contract';
import { Anchor, Badge, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatNumber, formatPercent, formatReturn, formatScore } from '../../../lib/format';

type Scored = Scorecard['questions'][number];

/** Light badges take the colour without a shade: its pale ground under the theme's dark text. */
const VERDICTS = {
  favorable: ['Favourable', 'teal'],
  neutral: ['Neutral', 'gray'],
  unfavorable: ['Unfavourable', 'red'],
} as const;

const points = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

const FIGURE_FORMATS = {
  count: formatNumber,
  score: formatScore,
  share: formatPercent,
  return: formatReturn,
};

function figureText(question: ScorecardQuestion, figure: number | null) {
  if (figure === null || question.source !== 'data') return 'No data';
  return FIGURE_FORMATS[question.unit](figure);
}

interface SectionProps {
  nicheId: number;
  marketplace: MarketplaceTld;
  title: string;
  questions: Scored[];
  disabled: boolean;
  onAnswer: (id: string, answer: UserAnswer | null) => void;
}

/** One section of the questionnaire: each question with its answer, weight and points. */
export function ScorecardSection({
  nicheId,
  marketplace,
  title,
  questions,
  disabled,
  onAnswer,
}: SectionProps) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {title}
        </Title>
        {questions.map((scored) => {
          const q = SCORECARD_QUESTIONS.find((x) => x.id === scored.id)!;
          return (
            <Group
              key={q.id}
              role="group"
              aria-label={q.text}
              justify="space-between"
              wrap="nowrap"
              gap="md"
            >
              <Stack gap={2} style={{ flex: 1 }}>
                <Text fz="sm">{q.text}</Text>
                <Group gap={6}>
                  {q.important ? (
                    <Badge size="xs" color="orange" variant="light" tt="none">
                      Important
                    </Badge>
                  ) : null}
                  <Text fz="xs" c="dimmed">
                    Weight {q.weight} · {q.source === 'data' ? 'From the data' : 'Your answer'}
                  </Text>
                </Group>
              </Stack>
              {q.source === 'data' ? (
                <Group gap="xs" wrap="nowrap">
                  <Text fz="sm" fw={600}>
                    {figureText(q, scored.figure)}
                  </Text>
                  {scored.verdict ? (
                    <Badge size="sm" variant="light" color={VERDICTS[scored.verdict][1]} tt="none">
                      {VERDICTS[scored.verdict][0]}
                    </Badge>
                  ) : q.section === 'profitability' && !profitsSupported(marketplace) ? (
                    <Text fz="xs" c="dimmed">
                      {PROFIT_MESSAGES.notSupported(marketplaceOf(marketplace).name)}
                    </Text>
                  ) : q.section === 'profitability' ? (
                    <Anchor
                      fz="xs"
                      renderRoot={(props) => (
                        <Link
                          to={webRoutes.nicheProfits}
                          params={{ nicheId: String(nicheId) }}
                          {...props}
                        />
                      )}
                    >
                      Fill in PROFITS
                    </Anchor>
                  ) : null}
                </Group>
              ) : (
                <SegmentedControl
                  size="xs"
                  disabled={disabled}
                  value={scored.answer ?? 'none'}
                  onChange={(v) => onAnswer(q.id, v === 'none' ? null : v)}
                  data={[
                    { value: 'none', label: 'Not answered' },
                    { value: 'yes', label: 'Yes' },
                    { value: 'no', label: 'No' },
                  ]}
                />
              )}
              <Text fz="sm" w={32} ta="right" aria-label={`Points ${points(scored.points)}`}>
                {points(scored.points)}
              </Text>
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
