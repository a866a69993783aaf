import { useState } from 'react';
import {
  billingEndpoints,
  CHANGE_TYPE_LABELS,
  formatCents,
  type ChangeResult,
  type InvoicePreview,
  type PlanChange,
} from '@fathom/contract';
import { Alert, Button, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-client';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/endpoint-query';
import { endpointKey } from '../../../lib/query-keys';
import { formatDate } from '../../../lib/format';

interface Props {
  orgId: number;
  change: PlanChange;
  /** The promotion code applied to the change, kept while the modal is open. */
  promotionCode: string | undefined;
  onPromotionCode: (code: string | undefined) => void;
  onBack: () => void;
  /** The change is done: when it takes effect, and its invoice (not paid yet through Stripe). */
  onApplied: (result: ChangeResult) => void;
}

/**
 * CONFIRM: the invoice preview, a promotion code, and whether the organization's usage fits the
 * new limits, asked before Confirm (which stays disabled while it does not).
 */
export function ConfirmChange({
  orgId,
  change,
  promotionCode,
  onPromotionCode: setPromotionCode,
  onBack,
  onApplied,
}: Props) {
  const queryClient = useQueryClient();
  const [code, setCode] = useState(promotionCode ?? '');
  const [codeError, setCodeError] = useState<string | null>(null);
  const priced = { ...change, ...(promotionCode ? { promotionCode } : {}) };
  const params = { orgId };
  // The preview and the check change nothing: they are read like queries, keyed by the change.
  const preview = useEndpointQuery(
    billingEndpoints.previewInvoice,
    { params, body: priced },
    { retry: false },
  );
  const eligibility = useEndpointQuery(
    billingEndpoints.eligibility,
    { params, body: change },
    { retry: false },
  );
  // A code is tried on its own first: a code that does not apply leaves the preview as it was.
  const tryCode = useEndpointMutation(billingEndpoints.previewInvoice, {
    onSuccess: (result: InvoicePreview) => {
      setCodeError(null);
      queryClient.setQueryData(
        endpointKey(billingEndpoints.previewInvoice, {
          params,
          body: { ...change, promotionCode: result.promotionCode },
        }),
        result,
      );
      setPromotionCode(result.promotionCode ?? undefined);
    },
    onError: (error) => setCodeError(errorMessage(error)),
  });
  const apply = useEndpointMutation(billingEndpoints.changeSubscription, {
    onSuccess: async (result) => {
      await queryClient.invalidateQueries();
      onApplied(result);
    },
  });
  const back = (
    <Button variant="default" onClick={onBack}>
      Back
    </Button>
  );
  if (preview.isError) {
    return (
      <Stack>
        <Alert color="red">{errorMessage(preview.error)}</Alert>
        <Group justify="flex-end">{back}</Group>
      </Stack>
    );
  }
  if (!preview.data || !eligibility.data)
    return <Loader role="status" aria-label="Loading the invoice preview" />;
  const p = preview.data;
  const later = new Date(p.effectiveAt).getTime() > Date.now() + 60_000;
  const applyCode = () => {
    const trimmed = code.trim();
    if (!trimmed) {
      setCodeError(null);
      setPromotionCode(undefined);
      return;
    }
    tryCode.mutate({ params, body: { ...change, promotionCode: trimmed } });
  };
  return (
    <Stack>
      <Table aria-label="Invoice preview">
        <Table.Tbody>
          {p.lineItems.map((l, i) => (
            <Table.Tr key={i}>
              <Table.Td>{l.description}</Table.Td>
              <Table.Td ta="right">{formatCents(l.amountCents)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td fw={700}>Total due now</Table.Td>
            <Table.Td ta="right" fw={700}>
              {formatCents(p.totalDueNowCents)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text fz="sm">
        {later
          ? `The change takes effect on ${formatDate(p.effectiveAt)}, at the end of the current period, if your usage then fits its limits. Until then your plan stays as it is.`
          : 'The change takes effect now.'}
      </Text>
      <Text fz="sm">
        Next renewal: {formatDate(p.nextRenewal.date)}, {formatCents(p.nextRenewal.amountCents)}
      </Text>
      <Group align="flex-start">
        <TextInput
          label="Promotion code"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          maxLength={40}
          error={codeError}
        />
        <Button variant="default" mt={25} loading={tryCode.isPending} onClick={applyCode}>
          Apply code
        </Button>
      </Group>
      {eligibility.data.isEligible ? null : (
        <Alert color="red" title="Your usage does not fit this plan">
          {eligibility.data.message}
        </Alert>
      )}
      {apply.isError ? <Alert color="red">{errorMessage(apply.error)}</Alert> : null}
      <Group justify="flex-end">
        {back}
        <Button
          loading={apply.isPending}
          disabled={!p.changeType || !eligibility.data.isEligible}
          onClick={() => apply.mutate({ params, body: priced })}
        >
          {p.changeType ? `Confirm ${CHANGE_TYPE_LABELS[p.changeType].toLowerCase()}` : 'No change'}
        </Button>
      </Group>
    </Stack>
  );
}
