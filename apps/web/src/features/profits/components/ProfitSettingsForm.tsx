import {
  marketplace,
  SHIPPING_METHOD_NAMES,
  SHIPPING_METHODS,
  type FeeTable,
  type MarketplaceTld,
  type SalesVelocityRange,
  type ShippingMethod,
} from '@fathom/contract';
import {
  Button,
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { formatNumber } from '../../../lib/format';
import { toCents, toUnits, type Draft } from '../lib/draft';
import type { DraftErrors } from '../hooks/use-profits';

interface FormProps {
  values: Draft;
  errors: DraftErrors;
  table: FeeTable;
  tld: MarketplaceTld;
  range: SalesVelocityRange | null;
  disabled: boolean;
  onChange: (values: Draft) => void;
}

const count = (value: number | string) => (typeof value === 'number' ? value : null);

/** PROFITS' settings: costs, the five shipping methods, fees, launch budget and sales velocity. */
export function ProfitSettingsForm({
  values,
  errors,
  table,
  tld,
  range,
  disabled,
  onChange,
}: FormProps) {
  const currency = marketplace(tld).currency;
  const set = (patch: Partial<Draft>) => onChange({ ...values, ...patch });
  const money = (key: keyof Draft, label: string) => (
    <NumberInput
      label={`${label} (${currency})`}
      value={toUnits(values[key] as number | null)}
      decimalScale={2}
      fixedDecimalScale
      min={0}
      step={0.01}
      thousandSeparator=","
      disabled={disabled}
      error={errors[key]}
      onChange={(v) => set({ [key]: toCents(v) })}
    />
  );
  const shipping = (method: ShippingMethod, patch: Partial<Draft['shipping'][ShippingMethod]>) =>
    set({ shipping: { ...values.shipping, [method]: { ...values.shipping[method], ...patch } } });

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {money('sellingPriceCents', 'Selling price')}
        {money('productCostCents', 'Product cost')}
        <NumberInput
          label="Units per order"
          value={values.unitsPerOrder ?? ''}
          min={1}
          thousandSeparator=","
          allowDecimal={false}
          disabled={disabled}
          error={errors.unitsPerOrder}
          onChange={(v) => set({ unitsPerOrder: count(v) })}
        />
        <NumberInput
          label="Duties (% of product cost)"
          value={values.dutyRateBps === null ? '' : values.dutyRateBps / 100}
          decimalScale={2}
          min={0}
          max={100}
          disabled={disabled}
          error={errors.dutyRateBps}
          onChange={(v) => set({ dutyRateBps: typeof v === 'number' ? Math.round(v * 100) : null })}
        />
        <Select
          label="Referral fee category"
          data={table.referral.map((c) => ({ value: c.id, label: c.name }))}
          value={values.referralCategory}
          allowDeselect={false}
          disabled={disabled}
          error={errors.referralCategory}
          onChange={(v) => v && set({ referralCategory: v })}
        />
        <Select
          label="Size tier"
          data={table.fba.map((t) => ({ value: t.id, label: t.name }))}
          value={values.sizeTier}
          allowDeselect={false}
          disabled={disabled}
          error={errors.sizeTier}
          onChange={(v) => v && set({ sizeTier: v })}
        />
        {money('ppcLaunchBudgetCents', 'PPC budget for launch')}
        <Stack gap={4}>
          <NumberInput
            label="Sales velocity (units per month)"
            value={values.salesVelocity ?? ''}
            min={0}
            thousandSeparator=","
            allowDecimal={false}
            disabled={disabled}
            error={errors.salesVelocity}
            onChange={(v) => set({ salesVelocity: count(v) })}
          />
          {range ? (
            <Group gap="xs">
              <Text fz="xs" c="dimmed">
                Niche monthly sales: {formatNumber(range.lower)} to {formatNumber(range.higher)},
                median {formatNumber(range.median)}
              </Text>
              <Button
                size="compact-xs"
                variant="subtle"
                disabled={disabled}
                onClick={() => set({ salesVelocity: range.median })}
              >
                Use median sales
              </Button>
            </Group>
          ) : null}
        </Stack>
      </SimpleGrid>
      <Radio.Group
        label="Shipping method"
        value={values.shippingMethod}
        onChange={(v) => set({ shippingMethod: v })}
        error={errors.shippingMethod}
      >
        <Table mt="xs" withTableBorder verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Method</Table.Th>
              <Table.Th>Cost per unit ({currency})</Table.Th>
              <Table.Th>Lead time (days)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {SHIPPING_METHODS.map((method) => {
              const name = SHIPPING_METHOD_NAMES[method];
              const row = values.shipping[method];
              return (
                <Table.Tr key={method}>
                  <Table.Td>
                    <Radio value={method} label={name} disabled={disabled} />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`${name}: cost per unit`}
                      value={toUnits(row.costPerUnitCents)}
                      decimalScale={2}
                      fixedDecimalScale
                      min={0}
                      size="xs"
                      disabled={disabled}
                      error={errors[`shipping.${method}.costPerUnitCents`]}
                      onChange={(v) =>
                        shipping(method, {
                          costPerUnitCents: toCents(v) ?? (null as unknown as number),
                        })
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`${name}: lead time in days`}
                      value={row.leadTimeDays}
                      min={0}
                      allowDecimal={false}
                      size="xs"
                      disabled={disabled}
                      error={errors[`shipping.${method}.leadTimeDays`]}
                      onChange={(v) =>
                        shipping(method, { leadTimeDays: count(v) ?? (null as unknown as number) })
                      }
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Radio.Group>
      <Text fz="xs" c="dimmed">
        Fees: {table.source}, effective {table.date}. {table.note}
      </Text>
    </Stack>
  );
}
