import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { IconCheck, IconDownload } from '../../../components/icons';
import type { ExportFormat } from '../lib/export-file';
import { PIPELINE_TEXT } from '../lib/pipeline-text';

/** How long 'Copied to clipboard' stays (spec: niche-pipeline §2). */
export const COPIED_MS = 3000;

interface ExportPanelProps {
  exporting: ExportFormat | null;
  onExport: (format: ExportFormat) => void;
  /** Copies the ASINs; answers whether the clipboard took them. */
  onCopyAsins: () => Promise<boolean>;
}

export function ExportPanel({ exporting, onExport, onCopyAsins }: ExportPanelProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <Stack gap="xs">
      <Button
        size="xs"
        variant="default"
        leftSection={<IconDownload size={14} />}
        loading={exporting === 'csv'}
        disabled={exporting !== null}
        onClick={() => onExport('csv')}
      >
        CSV Export
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconDownload size={14} />}
        loading={exporting === 'xlsx'}
        disabled={exporting !== null}
        onClick={() => onExport('xlsx')}
      >
        Excel Export
      </Button>
      <Button
        size="xs"
        variant="default"
        onClick={() => void onCopyAsins().then((ok) => setCopied(ok))}
      >
        {PIPELINE_TEXT.copyAsins}
      </Button>
      {copied ? (
        <Text fz="xs" c="teal.9" role="status">
          <IconCheck size={12} /> {PIPELINE_TEXT.copied}
        </Text>
      ) : null}
    </Stack>
  );
}
