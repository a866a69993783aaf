import type { KeywordSettingsPreview, KeywordSettingsValues } from '@fathom/contract';
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { QueryError } from '../../../components/QueryError';
import { IconTrash } from '../../../components/icons';
import { formatNumber } from '../../../lib/format';
import { useKeywordSettingsContext } from '../hooks/keyword-settings-context';

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
}) {
  return (
    <NumberInput
      label={props.label}
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
 * The MKL and OKL settings of a niche on its MKL page (spec §2, §3, §4): every change is previewed
 * and saved by itself after a 1 s pause; exclusions, typed here or chosen in the keyword grid, are
 * listed to be taken back. Inside a KeywordSettingsProvider.
 */
export function KeywordSettingsPanel() {
  const { saved, values, change, preview, invalid, saving, canManage } =
    useKeywordSettingsContext();
  const [phrase, setPhrase] = useState('');
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
  const mkl = (patch: Partial<Mkl>) =>
    change({ ...values, mklSettings: { ...values.mklSettings, ...patch } });
  const okl = (patch: Partial<Okl>) =>
    change({ ...values, oklSettings: { ...values.oklSettings, ...patch } });
  const m = values.mklSettings;
  const o = values.oklSettings;
  const kept = (n: number | null, fallback: number) => n ?? fallback;

  return (
    <Paper withBorder p="md" component="section" aria-label="Keyword list settings">
      <Stack gap="sm">
        <Title order={3} size="h5">
          MKL settings
        </Title>
        <Group align="flex-end" gap="md">
          <NumberField
            label="Min relevancy"
            value={m.minRelevancy}
            step={0.05}
            decimalScale={2}
            disabled={disabled}
            onChange={(v) => mkl({ minRelevancy: kept(v, 0) })}
          />
          <NumberField
            label="Min search volume"
            value={m.minSearchVolume}
            disabled={disabled}
            onChange={(v) => mkl({ minSearchVolume: kept(v, 0) })}
          />
          <NumberField
            label="Max search volume"
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
        <Title order={3} size="h5">
          OKL settings
        </Title>
        <Group align="flex-end" gap="md">
          <NumberField
            label="Outlier max relevancy"
            value={o.outlierMaxRelevancy}
            step={0.05}
            decimalScale={2}
            disabled={disabled}
            onChange={(v) => okl({ outlierMaxRelevancy: kept(v, 0) })}
          />
          <NumberField
            label="Outlier max rank"
            value={o.outlierMaxRank}
            disabled={disabled}
            onChange={(v) => okl({ outlierMaxRank: kept(v, 1) })}
          />
          <NumberField
            label="Outlier min words"
            value={o.outlierMinNumberWords}
            disabled={disabled}
            onChange={(v) => okl({ outlierMinNumberWords: kept(v, 1) })}
          />
          <NumberField
            label="Outlier min search volume"
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
                mkl({ excludedPhrases: [...m.excludedPhrases, phrase] });
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
          onRemove={(k) => mkl({ excludedKeywords: m.excludedKeywords.filter((x) => x !== k) })}
        />
        <ExclusionList
          title="Excluded phrases"
          items={m.excludedPhrases}
          canManage={canManage}
          onRemove={(p) => mkl({ excludedPhrases: m.excludedPhrases.filter((x) => x !== p) })}
        />
        <div role="status" aria-live="polite">
          {invalid ? (
            <Text size="sm" c="red.9">
              {invalid}
            </Text>
          ) : preview ? (
            <PreviewText preview={preview} />
          ) : null}
          <Text size="xs" c="dimmed">
            {saving
              ? 'Saving…'
              : `Original MKL: ${formatNumber(saved.data.originalMklKeywordsCount)} keywords`}
          </Text>
        </div>
      </Stack>
    </Paper>
  );
}

function ExclusionList(props: {
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
