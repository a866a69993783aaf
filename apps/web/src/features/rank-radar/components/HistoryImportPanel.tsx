import {
  countOf,
  RANK_HISTORY_COLUMNS,
  RANK_HISTORY_IMPORT_TYPES,
  rankRadarHistoryEndpoints as e,
  UPLOAD_MESSAGES,
  type RankHistoryImportResult,
} from '@fathom/contract';
import { Alert, Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { queryKeys } from '../../../lib/query-keys';
import { useUploadBytesMax } from '../../../lib/public-config';

/** What an import did, in a sentence a seller reads. */
export function importSummary(r: RankHistoryImportResult): string {
  return (
    `Read ${countOf(r.rowsRead, 'row')}: ${countOf(r.daysFilled, 'day')} filled, ` +
    `${r.daysSkipped.toLocaleString('en-US')} skipped (already stored), ` +
    `${countOf(r.termsAdded, 'search term')} added.`
  );
}

/** The file as the server reads it: its content type from its name (browsers disagree on CSV). */
const asUpload = (file: File) =>
  new Blob([file], {
    type: file.name.toLowerCase().endsWith('.xlsx')
      ? RANK_HISTORY_IMPORT_TYPES.xlsx
      : RANK_HISTORY_IMPORT_TYPES.csv,
  });

/**
 * Imports a rank history file (issue 15) into the tracker: a CSV or workbook in the export's
 * columns fills the days without stored ranks; the server's row-numbered errors are shown as sent.
 */
export function HistoryImportPanel({ orgId, krtId }: { orgId: number; krtId: number }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [file, setFile] = useState<File | null>(null);
  const queryClient = useQueryClient();
  const upload = useEndpointMutation(e.importHistory, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tracker(orgId, krtId) }),
  });
  // The server's configured limit, checked before sending; the server answers the same past it.
  const bytesMax = useUploadBytesMax();
  const tooLarge = file !== null && bytesMax !== null && file.size > bytesMax;
  const choose = (next: File | null) => {
    setFile(next);
    upload.reset();
  };
  const dismiss = () => {
    choose(null);
    close();
  };
  return (
    <>
      <Button variant="default" onClick={open}>
        Import history
      </Button>
      <Modal opened={opened} onClose={dismiss} title="Import history">
        <Stack>
          <Text size="sm">
            A CSV file or Excel workbook (.xlsx) whose first row names the columns{' '}
            {RANK_HISTORY_COLUMNS.join(', ')}, as the export writes them. Dates are yyyy-MM-dd and a
            blank rank is no rank. Days that already hold ranks are kept; search terms this Rank
            Radar does not track are added to it.
          </Text>
          <FileInput
            label="History file"
            placeholder="Choose a .csv or .xlsx file"
            accept=".csv,.xlsx"
            clearable
            clearButtonProps={{ 'aria-label': 'Clear the file' }}
            value={file}
            onChange={choose}
            error={tooLarge && bytesMax !== null ? UPLOAD_MESSAGES.tooLarge(bytesMax) : undefined}
          />
          {upload.isSuccess && (
            <Alert color="green" title="History imported">
              {importSummary(upload.data)}
            </Alert>
          )}
          {upload.isError && (
            <Alert color="red" title="The file was not imported">
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {errorMessage(upload.error)}
              </Text>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              disabled={!file || tooLarge || upload.isSuccess}
              loading={upload.isPending}
              onClick={() =>
                file && upload.mutate({ params: { orgId, krtId }, file: asUpload(file) })
              }
            >
              Import
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
