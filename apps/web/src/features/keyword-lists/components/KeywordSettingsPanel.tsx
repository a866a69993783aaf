import type { KeywordSettingsPreview, KeywordSettingsValues } from '@fathom/contract';
import {
  Button,
  Collapse,
  Group,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { QueryError } from '../../../components/QueryError';
import { formatNumber, formatScore } from '../../../lib/format';
import { useKeywordSettingsContext } from '../hooks/keyword-settings-context';
import { ExclusionList } from './ExclusionList';

/** The part of the panel last changed: its save feedback shows right under it. */
type Section = 'mkl' | 'okl' | 'exclusions';

type Mkl = KeywordSettingsValues['mklSettings'];
type Okl = KeywordSettingsValues['oklSettings'];

const volume = (v: { keywords: number; searchVolume: number }) =>
  `${formatNumber(v.keywords)} keywords (search volume ${formatNumber(v.searchVolume)})`;

function PreviewText({ preview }: { preview: KeywordSettingsPreview }) {
  return (
    <Text size="sm">
      Visible: {volume(preview.visible)}. Hidden: {volume(preview.hidden)}. Added:{' '}
      {volume(preview.shown)}. Removed: {volume(preview.removed)}.
    </Text>
  );
}

/** A number field whose empty value is null (no bound) or, when required, left unchanged. */
function NumberField(props: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  disabled: boolean;
  step?: number;
  decimalScale?: number;
  /** Why the value is refused, shown on the field. */
  error?: string | undefined;
}) {
  return (
    <NumberInput
      label={props.label}
      error={props.error}
      value={props.value ?? ''}
      step={props.step ?? 1}
      decimalScale={props.decimalScale ?? 0}
      min={0}
      disabled={props.disabled}
      onChange={(value) => props.onChange(typeof value === 'number' ? value : null)}
      w={170}
    />
  );
}

/**
 * The MKL and OKL settings of a niche on its MKL page (spec §2, §3, §4): every change is saved by
 * itself after a 1 s pause, and the save's answer says what it changed; exclusions, typed here or chosen in the keyword grid, are
 * listed to be taken back. Folded under one line by default, so the keyword list comes first; the
 * save feedback shows under the part just changed, and a refused value on its field. Inside a
 * KeywordSettingsProvider.
 */
export function KeywordSettingsPanel() {
  const { saved, values, change, preview, invalid, errors, saving, canManage } =
    useKeywordSettingsContext();
  const [phrase, setPhrase] = useState('');
  const [open, setOpen] = useState(false);
  const [section, setSection] = useState<Section>('exclusions');
  const bodyId = useId();
  if (saved.isError)
    return (
      <QueryError
        title="Could not load the keyword list settings"
        error={saved.error}
        onRetry={() => void saved.refetch()}
      />
    );
  if (!values || !saved.data) return null;
  const disabled = !canManage;
  const mkl = (patch: Partial<Mkl>, part: Section = 'mkl') => {
    setSection(part);
    change({ ...values, mklSettings: { ...values.mklSettings, ...patch } });
  };
  const okl = (patch: Partial<Okl>) => {
    setSection('okl');
    change({ ...values, oklSettings: { ...values.oklSettings, ...patch } });
  };
  const m = values.mklSettings;
  const o = values.oklSettings;
  const kept = (n: number | null, fallback: number) => n ?? fallback;
  const error = (path: string) => errors[path];
  // One live region: under the part last changed while open, on the panel's line when folded.
  const status = (
    <div role="status" aria-live="polite">
      {invalid && !open ? (
        <Text size="sm" c="red.9">
          {invalid}
        </Text>
      ) : preview && !invalid ? (
        <PreviewText preview={preview} />
      ) : null}
      <Text size="xs" c="dimmed">
        {saving
          ? 'Saving…'
          : `Original MKL: ${formatNumber(saved.data.originalMklKeywordsCount)} keywords`}
      </Text>
    </div>
  );
  const statusAt = (part: Section): ReactNode => (open && section === part ? status : null);

  return (
    <Paper withBorder px="md" py="xs" component="section" aria-label="Keyword list settings">
      <Group justify="space-between" align="center" gap="md" wrap="nowrap">
        <Group gap="md" align="center" wrap="nowrap" style={{ minWidth: 0 }}>
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((was) => !was)}
            rightSection={<span aria-hidden="true">{open ? '▴' : '▾'}</span>}
          >
            Keyword list settings
          </Button>
          <Text size="xs" c="dimmed" truncate>
            Min relevancy {formatScore(m.minRelevancy)} · search volume{' '}
            {formatNumber(m.minSearchVolume)} to{' '}
            {m.maxSearchVolume === null ? 'any' : formatNumber(m.maxSearchVolume)} · excluded{' '}
            {m.excludedKeywords.length + m.excludedPhrases.length}
          </Text>
        </Group>
        {open ? null : status}
      </Group>
      <Collapse expanded={open} id={bodyId}>
        <Stack gap="sm" mt="sm">
          <Title order={3} size="h5">
            MKL settings
          </Title>
          <Group align="flex-end" gap="md">
            <NumberField
              label="Min relevancy"
              error={error('mklSettings.minRelevancy')}
              value={m.minRelevancy}
              step={0.05}
              decimalScale={2}
              disabled={disabled}
              onChange={(v) => mkl({ minRelevancy: kept(v, 0) })}
            />
            <NumberField
              label="Min search volume"
              error={error('mklSettings.minSearchVolume')}
              value={m.minSearchVolume}
              disabled={disabled}
              onChange={(v) => mkl({ minSearchVolume: kept(v, 0) })}
            />
            <NumberField
              label="Max search volume"
              error={error('mklSettings.maxSearchVolume')}
              value={m.maxSearchVolume}
              disabled={disabled}
              onChange={(v) => mkl({ maxSearchVolume: v })}
            />
          </Group>
          <Group gap="lg">
            <Switch
              label="Sort by search volume"
              checked={m.sortBySearchVolume}
              disabled={disabled}
              onChange={(event) => mkl({ sortBySearchVolume: event.currentTarget.checked })}
            />
            <Switch
              label="Include residue in MKL"
              checked={m.residueIncludedInMkl}
              disabled={disabled}
              onChange={(event) => mkl({ residueIncludedInMkl: event.currentTarget.checked })}
            />
          </Group>
          {statusAt('mkl')}
          <Title order={3} size="h5">
            OKL settings
          </Title>
          <Group align="flex-end" gap="md">
            <NumberField
              label="Outlier max relevancy"
              error={error('oklSettings.outlierMaxRelevancy')}
              value={o.outlierMaxRelevancy}
              step={0.05}
              decimalScale={2}
              disabled={disabled}
              onChange={(v) => okl({ outlierMaxRelevancy: kept(v, 0) })}
            />
            <NumberField
              label="Outlier max rank"
              error={error('oklSettings.outlierMaxRank')}
              value={o.outlierMaxRank}
              disabled={disabled}
              onChange={(v) => okl({ outlierMaxRank: kept(v, 1) })}
            />
            <NumberField
              label="Outlier min words"
              error={error('oklSettings.outlierMinNumberWords')}
              value={o.outlierMinNumberWords}
              disabled={disabled}
              onChange={(v) => okl({ outlierMinNumberWords: kept(v, 1) })}
            />
            <NumberField
              label="Outlier min search volume"
              error={error('oklSettings.outlierMinSearchVolume')}
              value={o.outlierMinSearchVolume}
              disabled={disabled}
              onChange={(v) => okl({ outlierMinSearchVolume: kept(v, 0) })}
            />
          </Group>
          <Group gap="lg">
            <Switch
              label="Sort outliers by search volume"
              checked={o.outlierSortBySearchVolume}
              disabled={disabled}
              onChange={(event) => okl({ outlierSortBySearchVolume: event.currentTarget.checked })}
            />
            <Switch
              label="Include outliers in MKL"
              checked={o.keywordsIncludedInMkl}
              disabled={disabled}
              onChange={(event) => okl({ keywordsIncludedInMkl: event.currentTarget.checked })}
            />
          </Group>
          {statusAt('okl')}
          <Title order={3} size="h5">
            Exclusions
          </Title>
          {canManage ? (
            <Group align="flex-end" gap="sm">
              <TextInput
                label="Phrase to exclude"
                value={phrase}
                onChange={(event) => setPhrase(event.currentTarget.value)}
              />
              <Button
                variant="default"
                disabled={!phrase.trim()}
                onClick={() => {
                  mkl({ excludedPhrases: [...m.excludedPhrases, phrase] }, 'exclusions');
                  setPhrase('');
                }}
              >
                Exclude phrase
              </Button>
            </Group>
          ) : null}
          <ExclusionList
            title="Excluded keywords"
            items={m.excludedKeywords}
            canManage={canManage}
            onRemove={(k) =>
              mkl({ excludedKeywords: m.excludedKeywords.filter((x) => x !== k) }, 'exclusions')
            }
          />
          <ExclusionList
            title="Excluded phrases"
            items={m.excludedPhrases}
            canManage={canManage}
            onRemove={(p) =>
              mkl({ excludedPhrases: m.excludedPhrases.filter((x) => x !== p) }, 'exclusions')
            }
          />
          {statusAt('exclusions')}
        </Stack>
      </Collapse>
    </Paper>
  );
}
