import {
  byteSize,
  DATA_IMPORT_TYPES,
  MARKETPLACES,
  type DataImportSummary,
  type MarketplaceTld,
} from '@fathom/contract';
import {
  Alert,
  Button,
  FileButton,
  Group,
  NativeSelect,
  Paper,
  Progress,
  Stack,
  Text,
} from '@mantine/core';
import { useState, type DragEvent } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useUploadBytesMax } from '../../lib/public-config';
import { randomId } from '../../lib/random-id';
import { ImportSummary } from './ImportSummary';
import { uploadImport } from './upload';

interface FileUpload {
  id: string;
  name: string;
  /** Share of the file sent, 0..1. */
  sent: number;
  result: { summary: DataImportSummary } | { error: string } | null;
}

const ACCEPT = [
  '.csv',
  '.xlsx',
  '.json',
  '.html',
  '.htm',
  ...Object.values(DATA_IMPORT_TYPES),
].join(',');

/**
 * Files chosen or dropped are sent one after the other, each with its progress bar and then its
 * result: what it added and the rows left out, or why it was refused.
 */
export function FileUploads({ orgId, onImported }: { orgId: number; onImported: () => void }) {
  const [uploads, setUploads] = useState<FileUpload[]>([]);
  const [marketplace, setMarketplace] = useState<MarketplaceTld>('com');
  const [dragging, setDragging] = useState(false);
  const bytesMax = useUploadBytesMax();

  const update = (id: string, change: Partial<FileUpload>) =>
    setUploads((all) => all.map((u) => (u.id === id ? { ...u, ...change } : u)));

  async function send(files: File[]) {
    const added = files.map((f) => ({ id: randomId(), name: f.name, sent: 0, result: null }));
    setUploads((all) => [...added, ...all]);
    for (const [i, file] of files.entries()) {
      const { id } = added[i]!;
      if (bytesMax !== null && file.size > bytesMax) {
        update(id, { result: { error: `The file is larger than ${byteSize(bytesMax)}` } });
        continue;
      }
      try {
        const summary = await uploadImport(orgId, file, marketplace, (sent) =>
          update(id, { sent }),
        );
        update(id, { sent: 1, result: { summary } });
        onImported();
      } catch (error) {
        update(id, { result: { error: errorMessage(error) } });
      }
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) void send(files);
  };

  return (
    <Stack>
      <Paper
        withBorder
        p="lg"
        radius="md"
        role="group"
        aria-label="Drop files to import"
        style={{
          borderStyle: 'dashed',
          borderColor: dragging ? 'var(--mantine-color-blue-6)' : undefined,
        }}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Stack align="center" gap="sm">
          <Text fz="sm" ta="center">
            Drop Helium 10 exports (Cerebro, Magnet, Xray), Brand Analytics and Sponsored Products
            reports (.csv, .xlsx, .json) or saved Amazon pages (.html) here, or choose them.
          </Text>
          <Group align="flex-end">
            <NativeSelect
              label="Marketplace of files that do not name theirs"
              value={marketplace}
              onChange={(event) => setMarketplace(event.currentTarget.value as MarketplaceTld)}
              data={MARKETPLACES.map((m) => ({ value: m.tld, label: m.name }))}
            />
            <FileButton multiple accept={ACCEPT} onChange={(files) => void send(files)}>
              {(props) => <Button {...props}>Choose files</Button>}
            </FileButton>
          </Group>
        </Stack>
      </Paper>
      {uploads.map((u) => (
        <Paper
          key={u.id}
          withBorder
          p="md"
          radius="md"
          aria-label={`Import of ${u.name}`}
          role="region"
        >
          <Stack gap="xs">
            <Text fw={600} fz="sm">
              {u.name}
            </Text>
            {u.result === null && (
              <Progress value={u.sent * 100} aria-label={`Upload of ${u.name}`} animated />
            )}
            {u.result && 'error' in u.result && (
              <Alert color="red" variant="light" title="Not imported" role="alert">
                <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
                  {u.result.error}
                </Text>
              </Alert>
            )}
            {u.result && 'summary' in u.result && <ImportSummary summary={u.result.summary} />}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
