import { Button, Group } from '@mantine/core';
import { buildPath, rankRadarHistoryEndpoints as e } from '@fathom/contract';

/**
 * Downloads of the tracker's full rank history (issue 15): every term on every collected day,
 * as CSV or an Excel workbook, streamed by the server.
 */
export function HistoryExportButtons({ orgId, krtId }: { orgId: number; krtId: number }) {
  const href = (format: 'csv' | 'xlsx') =>
    `${buildPath(e.exportHistory.path, { orgId, krtId })}?format=${format}`;
  return (
    <Group gap="xs">
      <Button component="a" href={href('csv')} download variant="default">
        Export CSV
      </Button>
      <Button component="a" href={href('xlsx')} download variant="default">
        Export .xlsx
      </Button>
    </Group>
  );
}
