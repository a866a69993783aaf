import { Skeleton, Table } from '@mantine/core';

export function TableSkeleton({ columns, rows = 3 }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <Table.Tr key={row} aria-hidden="true">
          {Array.from({ length: columns }, (_, column) => (
            <Table.Td key={column}>
              <Skeleton height={14} radius="sm" width={column === 0 ? '60%' : '80%'} />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </>
  );
}
