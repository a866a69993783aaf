import type { ProductSummary } from '@fathom/contract';
import { Group, Image, Paper, Stack, Text } from '@mantine/core';
import { formatNumber, formatPrice } from '../../../lib/format';

/** The resolved hero product under the Hero ASIN box. */
export function HeroPreview({ product }: { product: ProductSummary }) {
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0" data-testid="hero-preview">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Image
          src={product.landingImageUrl}
          alt=""
          w={56}
          h={56}
          radius="sm"
          fit="contain"
          bg="white"
          style={{ flex: 'none' }}
        />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fz="sm" fw={500} lineClamp={2} title={product.title}>
            {product.title}
          </Text>
          <Text fz="xs" c="dimmed">
            {[
              product.brand,
              product.asin,
              formatPrice(product.priceCents, product.amazonTld),
              `${product.rating.toFixed(1)} ★ (${formatNumber(product.reviewCount)})`,
            ].join(' · ')}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
