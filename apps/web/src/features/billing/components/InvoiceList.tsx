import { billingEndpoints, buildPath, formatCents, type Invoice } from '@fathom/contract';
import { Alert, Anchor, Badge, Loader, Table, Text } from '@mantine/core';
import { formatDate } from '../../../lib/format';
import { useEndpointQuery } from '../../../lib/endpoint-query';

const STATUS: Record<Invoice['status'], { label: string; color: string }> = {
  paid: { label: 'Paid', color: 'green' },
  open: { label: 'Awaiting payment', color: 'yellow' },
  failed: { label: 'Payment failed', color: 'red' },
};

/** The organization's invoices, newest first, each downloadable as a PDF. */
export function InvoiceList({ orgId }: { orgId: number }) {
  const invoices = useEndpointQuery(billingEndpoints.invoices, { params: { orgId } });
  if (invoices.isError) return <Alert color="red">Failed to load invoices.</Alert>;
  if (!invoices.data) return <Loader size="sm" role="status" aria-label="Loading invoices" />;
  if (invoices.data.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        No invoices yet.
      </Text>
    );
  return (
    <Table verticalSpacing="xs" aria-label="Invoices">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          <Table.Th>Invoice</Table.Th>
          <Table.Th>Description</Table.Th>
          <Table.Th ta="right">Total</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>PDF</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {invoices.data.map((invoice) => (
          <Table.Tr key={invoice.id}>
            <Table.Td>{formatDate(invoice.createdAt)}</Table.Td>
            <Table.Td>{invoice.number}</Table.Td>
            <Table.Td>{invoice.description}</Table.Td>
            <Table.Td ta="right">{formatCents(invoice.totalCents)}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={STATUS[invoice.status].color}>
                {STATUS[invoice.status].label}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Anchor
                href={buildPath(billingEndpoints.invoicePdf.path, {
                  orgId,
                  invoiceId: invoice.id,
                })}
                download
                aria-label={`Download invoice ${invoice.number} as PDF`}
                fz="sm"
              >
                Download
              </Anchor>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
