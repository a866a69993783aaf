import { nicheEditEndpoints, NicheLabel, type PipelineRow } from '@fathom/contract';
import { TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { notifyErrorMessage } from '../../../lib/notify';
import { useRefreshNiches } from '../../../entities/niches/use-refresh-niches';
import { renameErrorMessage } from '../lib/edit-rules';

interface NicheLabelEditorProps {
  niche: Pick<PipelineRow, 'id' | 'label' | 'organizationId'>;
  /** Called when editing ends: saved, cancelled, unchanged or failed. */
  onDone: () => void;
}

/**
 * Renames a niche in place (a grid cell): Enter or leaving the field saves, Escape cancels. The
 * label is trimmed; an unchanged one is not sent, an empty one reverts to the old label.
 */
export function NicheLabelEditor({ niche, onDone }: NicheLabelEditorProps) {
  const [value, setValue] = useState(niche.label);
  const finished = useRef(false);
  const refresh = useRefreshNiches();
  const rename = useEndpointMutation(nicheEditEndpoints.renameNiche, {
    onSuccess: () => refresh(niche.organizationId, [niche.id]),
    onError: (error) => notifyErrorMessage(renameErrorMessage(error)),
    onSettled: onDone,
  });

  function finish(save: boolean) {
    if (finished.current) return;
    finished.current = true;
    const label = value.trim();
    if (!save || !label || label === niche.label) return onDone();
    const parsed = NicheLabel.safeParse(label);
    if (!parsed.success) {
      notifyErrorMessage(parsed.error.issues[0]!.message);
      return onDone();
    }
    rename.mutate({ params: { nicheId: niche.id }, body: { label: parsed.data } });
  }

  return (
    <TextInput
      aria-label="Niche name"
      size="xs"
      autoFocus
      // In a dialog the focus trap takes this field first: moving to the close button would
      // blur it, which saves and ends the edit before a key is pressed.
      data-autofocus
      value={value}
      disabled={rename.isPending}
      onChange={(event) => setValue(event.currentTarget.value)}
      onBlur={() => finish(true)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') finish(true);
        if (event.key === 'Escape') {
          event.stopPropagation();
          finish(false);
        }
      }}
    />
  );
}
