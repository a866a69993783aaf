import { LabelBody, orgEndpoints } from '@fathom/contract';
import { IconTag } from '../../../components/icons';
import { firstIssue } from '../../../lib/validation';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { useLabelMutations } from '../hooks/use-label-mutations';
import { LabelsTable } from './LabelsTable';
import { NamedItemsPage } from './NamedItemsPage';

const validate = (name: string) => firstIssue(LabelBody, { name });

export function LabelManagementPage({ orgId }: { orgId: number }) {
  const labels = useEndpointQuery(orgEndpoints.listLabels, { params: { orgId } });
  const { create, rename, remove } = useLabelMutations(orgId);
  return (
    <NamedItemsPage
      noun="label"
      title="Label management"
      description="Labels carry no access rights."
      icon={<IconTag size={28} />}
      emptyDescription="Create a label to tag niches in the pipeline."
      items={labels}
      create={create}
      rename={rename}
      remove={remove}
      renameWith={(label, name) => ({ labelId: label.id, name })}
      validate={validate}
      renderTable={(labels, actions) => <LabelsTable labels={labels} {...actions} />}
    />
  );
}
