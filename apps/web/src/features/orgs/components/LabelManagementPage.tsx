import { LabelBody } from '@fathom/contract';
import { IconTag } from '../../../components/icons';
import { firstIssue } from '../../../lib/validation';
import { useCreateLabel } from '../api/create-label';
import { useDeleteLabel } from '../api/delete-label';
import { useLabels } from '../api/list-labels';
import { useRenameLabel } from '../api/rename-label';
import { LabelsTable } from './LabelsTable';
import { NamedItemsPage } from './NamedItemsPage';

const validate = (name: string) => firstIssue(LabelBody, { name });

export function LabelManagementPage({ orgId }: { orgId: number }) {
  return (
    <NamedItemsPage
      noun="label"
      title="Label management"
      description="Labels carry no access rights."
      icon={<IconTag size={28} />}
      emptyDescription="Create a label to tag niches in the pipeline."
      items={useLabels(orgId)}
      create={useCreateLabel(orgId)}
      rename={useRenameLabel(orgId)}
      remove={useDeleteLabel(orgId)}
      renameWith={(label, name) => ({ labelId: label.id, name })}
      validate={validate}
      renderTable={(labels, actions) => <LabelsTable labels={labels} {...actions} />}
    />
  );
}
