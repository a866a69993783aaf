import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '../../../components/icons';

/** Excluded keywords or phrases, each to be taken back by who may change the settings. */
export function ExclusionList(props: {
  title: string;
  items: string[];
  canManage: boolean;
  onRemove: (item: string) => void;
}) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {props.title}
      </Text>
      {props.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ) : (
        <ul aria-label={props.title} style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
          {props.items.map((item) => (
            <li key={item}>
              <Group gap={4}>
                <Text size="sm">{item}</Text>
                {props.canManage ? (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Take back the exclusion of ${item}`}
                    onClick={() => props.onRemove(item)}
                  >
                    <IconTrash size={14} />
                  </ActionIcon>
                ) : null}
              </Group>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
