import {
  DATA_FALLBACK_LABELS,
  DATA_FALLBACKS,
  DATA_IMPORT_FORMAT_LABELS,
  dataImportEndpoints as e,
  marketplace,
  may,
  type DataImport,
  type OrganizationSummary,
} from '@fathom/contract';
import { Button, Group, Modal, Radio, Stack, Table, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ConfirmModal';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { QueryError } from '../../components/QueryError';
import { callApi } from '../../lib/api-client';
import { useEndpointMutation, useEndpointQuery } from '../../lib/endpoint-query';
import { formatDate } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { endpointKey } from '../../lib/query-keys';
import { FileUploads } from './FileUploads';
import { addedText, ImportSummary } from './ImportSummary';

/**
 * /settings/data-imports: files of market data the organization imported. Owners and team
 * managers import files, delete imports and choose what answers beside them; every member sees
 * what each import added.
 */
export function DataImportsPage({ organization }: { organization: OrganizationSummary }) {
  const orgId = organization.id;
  const canManage = may(organization.role, 'imports.manage');
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<DataImport | null>(null);
  const [opened, setOpened] = useState<DataImport | null>(null);
  const listKey = endpointKey(e.listImports, { params: { orgId }, query: {} });
  const imports = useInfiniteQuery({
    queryKey: listKey,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      callApi(e.listImports, { params: { orgId }, query: { before: pageParam }, signal }),
    getNextPageParam: (page) => page.next ?? undefined,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['orgs', orgId] });
  const remove = useEndpointMutation(e.deleteImport, {
    onSuccess: async () => {
      notifySuccess('Import deleted');
      setDeleting(null);
      await refresh();
    },
    onError: (error) => notifyError('Could not delete the import', error),
  });

  return (
    <Stack>
      <PageHeader
        title="Data imports"
        description="Research your own market: import the files you already have. Imported data answers first; the rest comes from the source chosen below."
      />
      {canManage && <FileUploads orgId={orgId} onImported={() => void refresh()} />}
      <DataSourceSetting orgId={orgId} canManage={canManage} />
      <Title order={2} fz="h4">
        Imports
      </Title>
      {imports.isError ? (
        <QueryError
          title="Could not load the imports"
          error={imports.error}
          onRetry={() => void imports.refetch()}
        />
      ) : !imports.data ? (
        <PageLoader />
      ) : imports.data.pages[0]!.imports.length === 0 ? (
        <Text fz="sm">No imports yet. Imported files are listed here with what each added.</Text>
      ) : (
        <>
          <Table striped aria-label="Imports">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>File</Table.Th>
                <Table.Th>Format</Table.Th>
                <Table.Th>Marketplace</Table.Th>
                <Table.Th>Data date</Table.Th>
                <Table.Th>Added</Table.Th>
                <Table.Th>Rows left out</Table.Th>
                <Table.Th>Imported</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {imports.data.pages.flatMap((page) =>
                page.imports.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>{item.fileName}</Table.Td>
                    <Table.Td>{DATA_IMPORT_FORMAT_LABELS[item.format]}</Table.Td>
                    <Table.Td>{marketplace(item.marketplace).name}</Table.Td>
                    <Table.Td>{item.dataDate}</Table.Td>
                    <Table.Td>{addedText(item)}</Table.Td>
                    <Table.Td>{item.problemsCount}</Table.Td>
                    <Table.Td>
                      {formatDate(item.createdAt)}
                      {item.createdBy ? ` by ${item.createdBy}` : ''}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={`Details of ${item.fileName}`}
                          onClick={() => setOpened(item)}
                        >
                          Details
                        </Button>
                        {canManage && (
                          <Button
                            size="xs"
                            color="red"
                            variant="light"
                            aria-label={`Delete ${item.fileName}`}
                            onClick={() => setDeleting(item)}
                          >
                            Delete
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                )),
              )}
            </Table.Tbody>
          </Table>
          {imports.hasNextPage && (
            <Button
              variant="default"
              loading={imports.isFetchingNextPage}
              onClick={() => void imports.fetchNextPage()}
            >
              Show more imports
            </Button>
          )}
        </>
      )}
      <ConfirmModal
        opened={deleting !== null}
        title="Delete the import?"
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ params: { orgId, importId: deleting.id } })}
        onClose={() => setDeleting(null)}
      >
        {deleting
          ? `Everything ${deleting.fileName} added (${addedText(deleting)}) will be removed. Screens then show the data of other imports, or of the chosen source.`
          : ''}
      </ConfirmModal>
      <Modal
        opened={opened !== null}
        onClose={() => setOpened(null)}
        title={opened?.fileName ?? ''}
        size="lg"
        centered
      >
        {opened && <ImportDetails orgId={orgId} importId={opened.id} />}
      </Modal>
    </Stack>
  );
}

function ImportDetails({ orgId, importId }: { orgId: number; importId: number }) {
  const summary = useEndpointQuery(e.getImport, { params: { orgId, importId } });
  if (summary.isError)
    return (
      <QueryError
        title="Could not load the import"
        error={summary.error}
        onRetry={() => void summary.refetch()}
      />
    );
  if (!summary.data) return <PageLoader />;
  return <ImportSummary summary={summary.data} />;
}

function DataSourceSetting({ orgId, canManage }: { orgId: number; canManage: boolean }) {
  const queryClient = useQueryClient();
  const sources = useEndpointQuery(e.getDataSources, { params: { orgId } });
  const save = useEndpointMutation(e.setDataSources, {
    onSuccess: async () => {
      notifySuccess('Data source saved');
      await queryClient.invalidateQueries({ queryKey: ['orgs', orgId] });
    },
    onError: (error) => notifyError('Could not save the data source', error),
  });
  if (!sources.data) return null;
  return (
    <Radio.Group
      label="Data the imports do not have comes from"
      value={save.variables?.body.fallback ?? sources.data.fallback}
      onChange={(value) => save.mutate({ params: { orgId }, body: { fallback: value } })}
    >
      <Group mt="xs">
        {DATA_FALLBACKS.map((f) => (
          <Radio key={f} value={f} label={DATA_FALLBACK_LABELS[f]} disabled={!canManage} />
        ))}
      </Group>
    </Radio.Group>
  );
}
