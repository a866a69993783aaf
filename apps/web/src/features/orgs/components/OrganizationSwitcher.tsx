import { Select } from '@mantine/core';
import { IconBuilding } from '../../../components/icons';
import { useCurrentOrganization } from '../../../entities/organization/use-current-organization';

export function OrganizationSwitcher() {
  const { organization, organizations, selectOrganization } = useCurrentOrganization();
  if (!organization) return null;
  const longest = Math.max(...organizations.map((org) => org.name.length));
  return (
    <Select
      aria-label="Organization"
      data={organizations.map((org) => ({ value: String(org.id), label: org.name }))}
      value={String(organization.id)}
      onChange={(value) => {
        if (value) selectOrganization(Number(value));
      }}
      allowDeselect={false}
      leftSection={<IconBuilding size={16} />}
      checkIconPosition="right"
      comboboxProps={{ shadow: 'md' }}
      // Wide enough for the longest name, up to a bound.
      w={`min(calc(${longest}ch + 72px), 360px)`}
    />
  );
}
