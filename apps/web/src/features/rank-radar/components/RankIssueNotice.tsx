import { RANK_ISSUE_DAYS, rankRadarReportEndpoints } from '@fathom/contract';
import { Alert, List, Text } from '@mantine/core';
import { useEndpointQuery } from '../../../lib/endpoint-query';

/**
 * Tells when tracked terms had no organic rank on any of the last 7 collected days: the product
 * may not be indexed for them (spec §7 rank issue information).
 */
export function RankIssueNotice({ orgId, krtId }: { orgId: number; krtId: number }) {
  const issue = useEndpointQuery(
    rankRadarReportEndpoints.rankIssue,
    { params: { orgId, krtId } },
    { retry: false },
  ).data;
  if (!issue || (issue.unrankedCount === 0 && issue.failedCount === 0)) return null;
  return (
    <Alert color="yellow" title="Rank issues">
      {issue.unrankedCount > 0 && (
        <>
          <Text size="sm">
            {issue.unrankedCount} search terms had no organic rank in the top 100 over the last{' '}
            {RANK_ISSUE_DAYS} collected days ({issue.from} to {issue.to}): the product may not be
            indexed for them.
          </Text>
          <List size="sm">
            {issue.unranked.slice(0, 5).map((k) => (
              <List.Item key={k.keywordId}>{k.keyword}</List.Item>
            ))}
          </List>
        </>
      )}
      {issue.failedCount > 0 && (
        <Text size="sm">{issue.failedCount} search terms could not be collected.</Text>
      )}
    </Alert>
  );
}
