import { z } from 'zod';
import { userText } from './bounds';
import { EVALUATION_STATUSES } from '../scorecard/scorecard';
import { SCORECARD_QUESTION_IDS, USER_QUESTION_IDS } from '../scorecard/questions';
import { defineEndpoint } from './endpoint';
import { NicheParams } from './dives';

/**
 * The product scorecard (spec: niche-pipeline §2, §3 evaluation fields, §4 evaluation badge): the
 * questionnaire that evaluates a niche, and the evaluation it yields.
 */
export const SCORECARD_MESSAGES = {
  unknownQuestion: 'Unknown question',
  dataQuestion: 'This question is answered from the data',
  answer: "An answer must be 'yes', 'no' or null",
  saveFailed: 'Failed to save the scorecard, please try again.',
} as const;

const Answer = z.enum(['yes', 'no'], { error: SCORECARD_MESSAGES.answer });

export const ScorecardBody = z
  .object({
    /** Answers by question id; null clears one. Questions not named keep their answer. */
    answers: z.record(userText(64), Answer.nullable()).superRefine((answers, ctx) => {
      for (const id of Object.keys(answers)) {
        if (!SCORECARD_QUESTION_IDS.includes(id))
          ctx.addIssue({ code: 'custom', message: SCORECARD_MESSAGES.unknownQuestion, path: [id] });
        else if (!USER_QUESTION_IDS.includes(id))
          ctx.addIssue({ code: 'custom', message: SCORECARD_MESSAGES.dataQuestion, path: [id] });
      }
    }),
    /** The user finished the evaluation (or reopened it). Absent: unchanged. */
    finished: z.boolean().optional(),
  })
  .strict();
export type ScorecardBody = z.input<typeof ScorecardBody>;

const Verdict = z.enum(['favorable', 'neutral', 'unfavorable']);

export const Scorecard = z.object({
  questions: z.array(
    z.object({
      id: z.string(),
      section: z.string(),
      source: z.enum(['user', 'data']),
      figure: z.number().nullable(),
      answer: Answer.nullable(),
      verdict: Verdict.nullable(),
      points: z.number().int(),
    }),
  ),
  evaluationScore: z.number().int(),
  evaluationStatus: z.enum(EVALUATION_STATUSES),
  evaluationQuestionsNeedAnswer: z.array(z.string()),
  finished: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type Scorecard = z.infer<typeof Scorecard>;

export const scorecardEndpoints = {
  scorecard: defineEndpoint({
    action: 'niche.view',
    method: 'GET',
    path: '/api/niches/:nicheId/scorecard',
    summary: "The niche's product scorecard: every question with its answer, and the evaluation",
    params: NicheParams,
    response: Scorecard,
  }),
  saveScorecard: defineEndpoint({
    action: 'niche.manage',
    method: 'PATCH',
    path: '/api/niches/:nicheId/scorecard',
    summary:
      "Answer scorecard questions or finish the evaluation; the pipeline's evaluation badge follows",
    params: NicheParams,
    body: ScorecardBody,
    response: Scorecard,
  }),
};
