/**
 * Product images: a stylised silhouette of the product type on a white background, as Amazon
 * main images are, painted in the product's colour (a parent shows its featured child), with
 * an accent colour that depends on the brand, and drawn a little larger for larger sizes.
 */
import type { Shape } from './vocabulary';
import { COLOR_HEX } from './vocabulary';
import { hash2 } from './rng';
import type { Family, ProductRecord, World } from './world';

const ACCENTS = ['#b9bec4', '#2b2b2e', '#d4a93c', '#f1f1ee', '#8c6239', '#5f6368'];

/** Mixes a hex colour towards black (amount < 0) or white (amount > 0). */
function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const target = amount < 0 ? 0 : 255;
  const mix = (channel: number) =>
    Math.round(channel + (target - channel) * Math.abs(amount))
      .toString(16)
      .padStart(2, '0');
  return `#${mix((value >> 16) & 255)}${mix((value >> 8) & 255)}${mix(value & 255)}`;
}

type Painter = (main: string, accent: string, dark: string) => string;

const SHAPES: Record<Shape, Painter> = {
  handtool: (m, a, d) =>
    `<g transform="rotate(-35 200 200)"><rect x="183" y="170" width="34" height="180" rx="17" fill="${m}"/>` +
    `<rect x="165" y="60" width="70" height="120" rx="20" fill="${a}"/>` +
    `<circle cx="200" cy="120" r="16" fill="${d}" opacity="0.35"/></g>`,
  board: (m, a, d) =>
    `<rect x="70" y="95" width="260" height="210" rx="28" fill="${m}"/>` +
    `<rect x="92" y="117" width="216" height="166" rx="18" fill="none" stroke="${d}" stroke-width="4" opacity="0.3"/>` +
    `<circle cx="300" cy="125" r="11" fill="#ffffff"/><rect x="70" y="290" width="260" height="14" rx="7" fill="${a}" opacity="0.6"/>`,
  bowl: (m, a, d) =>
    `<path d="M80 170 A120 120 0 0 0 320 170 Z" fill="${m}"/>` +
    `<ellipse cx="200" cy="170" rx="120" ry="26" fill="${a}"/><ellipse cx="200" cy="170" rx="104" ry="18" fill="${d}" opacity="0.35"/>`,
  bottle: (m, a, d) =>
    `<rect x="145" y="120" width="110" height="220" rx="34" fill="${m}"/>` +
    `<rect x="165" y="72" width="70" height="58" rx="12" fill="${a}"/>` +
    `<rect x="160" y="150" width="18" height="160" rx="9" fill="#ffffff" opacity="0.35"/><rect x="145" y="300" width="110" height="14" fill="${d}" opacity="0.25"/>`,
  box: (m, a, d) =>
    `<path d="M90 150 L200 110 L310 150 L200 190 Z" fill="${shade(m, 0.35)}"/>` +
    `<path d="M90 150 L200 190 L200 320 L90 280 Z" fill="${m}"/><path d="M310 150 L200 190 L200 320 L310 280 Z" fill="${d}"/>` +
    `<path d="M120 200 L170 218" stroke="${a}" stroke-width="8" stroke-linecap="round"/>`,
  roll: (m, a, d) =>
    `<rect x="70" y="150" width="250" height="110" rx="55" fill="${m}"/>` +
    `<circle cx="300" cy="205" r="56" fill="${d}"/><circle cx="300" cy="205" r="40" fill="${m}"/><circle cx="300" cy="205" r="14" fill="${a}"/>`,
  loop: (m, a, d) =>
    `<ellipse cx="200" cy="190" rx="120" ry="90" fill="none" stroke="${m}" stroke-width="26"/>` +
    `<ellipse cx="200" cy="190" rx="120" ry="90" fill="none" stroke="${d}" stroke-width="4" opacity="0.3"/>` +
    `<rect x="175" y="262" width="50" height="60" rx="10" fill="${a}"/>`,
  fabric: (m, a, d) =>
    `<path d="M85 95 Q200 120 315 95 Q290 200 315 305 Q200 280 85 305 Q110 200 85 95 Z" fill="${m}"/>` +
    `<path d="M110 200 Q200 185 290 200" stroke="${a}" stroke-width="10" fill="none" opacity="0.7"/>` +
    `<path d="M85 95 Q200 120 315 95" stroke="${d}" stroke-width="4" fill="none" opacity="0.3"/>`,
  stand: (m, a, d) =>
    `<rect x="90" y="290" width="220" height="26" rx="10" fill="${m}"/>` +
    `<path d="M170 300 L230 110 L260 118 L205 300 Z" fill="${m}"/>` +
    `<rect x="215" y="100" width="70" height="130" rx="10" transform="rotate(17 250 165)" fill="${a}" opacity="0.85"/>` +
    `<rect x="90" y="306" width="220" height="10" rx="5" fill="${d}" opacity="0.3"/>`,
  brush: (m, a, d) =>
    [-30, -12, 6, 24]
      .map(
        (angle, i) =>
          `<g transform="rotate(${angle} 200 330)"><rect x="192" y="${170 + i * 6}" width="16" height="160" rx="8" fill="${m}"/>` +
          `<rect x="189" y="${140 + i * 6}" width="22" height="36" fill="${a}"/>` +
          `<path d="M189 ${140 + i * 6} Q200 ${88 + i * 6} 211 ${140 + i * 6} Z" fill="${d}"/></g>`,
      )
      .join(''),
  disc: (m, a, d) =>
    `<circle cx="200" cy="200" r="120" fill="${m}"/><circle cx="200" cy="200" r="86" fill="none" stroke="${a}" stroke-width="8"/>` +
    `<circle cx="200" cy="200" r="10" fill="${d}" opacity="0.5"/>`,
  pen: (m, a, d) =>
    [0, 1, 2]
      .map(
        (i) =>
          `<g transform="rotate(${-40 + i * 12} 200 200)"><rect x="${170 + i * 22}" y="70" width="18" height="250" rx="9" fill="${i === 1 ? a : m}"/>` +
          `<path d="M${170 + i * 22} 320 L${179 + i * 22} 345 L${188 + i * 22} 320 Z" fill="${d}"/></g>`,
      )
      .join(''),
  post: (m, a, d) =>
    `<rect x="110" y="300" width="180" height="30" rx="8" fill="${a}"/>` +
    `<rect x="175" y="110" width="50" height="195" fill="${m}"/>` +
    `<path d="M175 130 H225 M175 160 H225 M175 190 H225 M175 220 H225 M175 250 H225 M175 280 H225" stroke="${d}" stroke-width="4" opacity="0.35"/>` +
    `<rect x="135" y="90" width="130" height="26" rx="8" fill="${a}"/>`,
  clip: (m, a, d) =>
    `<path d="M110 230 Q120 110 200 110 Q280 110 290 230" fill="none" stroke="${m}" stroke-width="34" stroke-linecap="round"/>` +
    `<path d="M130 250 Q140 170 200 170 Q260 170 270 250" fill="none" stroke="${shade(m, -0.2)}" stroke-width="22" stroke-linecap="round"/>` +
    `<rect x="180" y="240" width="40" height="60" rx="12" fill="${a}"/><circle cx="200" cy="270" r="8" fill="${d}" opacity="0.4"/>`,
};

/** The product's picture as an SVG document. */
export function productImage(world: World, product: ProductRecord): string {
  const family = world.families[product.family] as Family;
  const shown =
    product.kind === 'parent'
      ? (world.products[family.members[0] ?? product.index] ?? product)
      : product;
  const spec = world.catalog.types[product.type]?.spec;
  const colorName = spec?.colors[shown.color] ?? 'gray';
  const main = COLOR_HEX[colorName] ?? '#808690';
  const accent =
    ACCENTS[hash2(world.seed, family.brand + 31 * product.type) % ACCENTS.length] ?? '#b9bec4';
  const dark = shade(main, -0.45);
  const scale = 1.08 + 0.06 * Math.max(0, shown.size);
  const paint = SHAPES[spec?.shape ?? 'box'];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">` +
    `<rect width="400" height="400" fill="#ffffff"/>` +
    `<ellipse cx="200" cy="352" rx="140" ry="16" fill="#000000" opacity="0.08"/>` +
    `<g transform="translate(200 200) scale(${scale.toFixed(2)}) translate(-200 -200)">` +
    paint(main, accent === main ? dark : accent, dark) +
    `</g></svg>`
  );
}
