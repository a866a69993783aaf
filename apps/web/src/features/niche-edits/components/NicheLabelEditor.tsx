import { nicheEditEndpoints, NicheLabel, type PipelineRow } from '@fathom/contract';
import { TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { useEndpointMutation } from '../../../lib/endpoint-query';
import { useRefreshNiches } from '../../../entities/niches/use-refresh-niches';
import { renameErrorMessage } from '../lib/edit-rules';

interface NicheLabelEditorProps {
  niche: Pick<PipelineRow, 'id' | 'label' | 'organizationId'>;
  /** Called when editing ends: saved, cancelled or unchanged. A refused name stays to be fixed. */
  onDone: () => void;
}

/**
 * Renames a niche: Enter or leaving the field saves, Escape cancels. The label is trimmed; an
 * unchanged one is not sent, an empty one reverts to the old label. A name the contract or the
 * server refuses stays in the field with the reason under it, to be corrected; it is not sent
 * again until it changes.
 */
export function NicheLabelEditor({ niche, onDone }: NicheLabelEditorProps) {
  const [value, setValue] = useState(niche.label);
  const [error, setError] = useState<string | null>(null);
  const finished = useRef(false);
  const refused = useRef<string | null>(null);
  const refresh = useRefreshNiches();
  const refuse = (label: string, message: string) => {
    refused.current = label;
    finished.current = false;
    setError(message);
  };
  const rename = useEndpointMutation(nicheEditEndpoints.renameNiche, {
    onSuccess: async () => {
      await refresh(niche.organizationId, [niche.id]);
      onDone();
    },
    onError: (error, request) => refuse(request.body.label, renameErrorMessage(error)),
  });

  function finish(save: boolean) {
    if (finished.current) return;
    const label = value.trim();
    if (!save || !label || label === niche.label) {
      finished.current = true;
      return onDone();
    }
    if (label === refused.current) return;
    const parsed = NicheLabel.safeParse(label);
    if (!parsed.success) return refuse(label, parsed.error.issues[0]!.message);
    finished.current = true;
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
      error={value.trim() === refused.current ? error : null}
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
