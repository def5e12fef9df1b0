import type { SeedBrand, SeedProduct } from './seed-types';

const SIZE = 600;
const CENTRE = SIZE / 2;
const LID_RADIUS = 236;
const FONT = 'system-ui, sans-serif';

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const value = match?.[1] ? parseInt(match[1], 16) : 0x808080;
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** Blends a colour towards another; amount 0 keeps it, 1 gives the other. */
function mix(hex: string, other: string, amount: number): string {
  const from = parseHex(hex);
  const to = parseHex(other);
  return toHex([0, 1, 2].map((i) => from[i]! + (to[i]! - from[i]!) * amount) as Rgb);
}

// WCAG relative luminance: picks a text colour that stays readable on any brand colour.
function luminance(hex: string): number {
  const linear = parseHex(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * linear[0]! + 0.7152 * linear[1]! + 0.0722 * linear[2]!;
}

/** The largest font size (≤ max) at which text roughly fits the width; no font metrics here. */
function fitFont(text: string, width: number, max: number, emPerChar: number): number {
  return Math.max(14, Math.min(max, Math.floor(width / (Math.max(1, text.length) * emPerChar))));
}

/** Splits long text into two lines at the space nearest its middle. */
function lines(text: string, maxChars: number): string[] {
  if (text.length <= maxChars || !text.includes(' ')) return [text];
  const middle = text.length / 2;
  let best = -1;
  for (let index = text.indexOf(' '); index !== -1; index = text.indexOf(' ', index + 1)) {
    if (best === -1 || Math.abs(index - middle) < Math.abs(best - middle)) best = index;
  }
  return [text.slice(0, best), text.slice(best + 1)];
}

function strengthLevel(product: SeedProduct): number {
  const level = Number(product.strength);
  return Number.isInteger(level) ? Math.min(4, Math.max(1, level)) : 1;
}

function productLine(product: SeedProduct, brand: SeedBrand): string {
  const name = product.name.startsWith(`${brand.name} `)
    ? product.name.slice(brand.name.length + 1)
    : product.name;
  return name.trim() || product.flavour;
}

export function productImageSvg(product: SeedProduct, brand: SeedBrand): string {
  // Re-serialised so a malformed colour can never break out of an attribute.
  const colour = toHex(parseHex(brand.colour));
  const accent = toHex(parseHex(brand.accent));
  const ink = luminance(colour) > 0.45 ? '#1c1c1c' : '#ffffff';
  const gradientId = `lid-${product.id}`;
  const brandName = brand.name.toUpperCase();
  const brandSize = fitFont(brandName, 340, 60, 0.72);
  const detail = lines(productLine(product, brand), 18);
  const detailSize = Math.min(
    ...detail.map((line) => fitFont(line, 340, detail.length > 1 ? 32 : 36, 0.56)),
  );
  const detailTop = detail.length > 1 ? 340 : 352;
  const level = strengthLevel(product);
  const dots = [1, 2, 3, 4].map((dot) => {
    const cx = CENTRE + (dot - 2.5) * 28;
    return dot <= level
      ? `<circle cx="${cx}" cy="414" r="8" fill="${accent}"/>`
      : `<circle cx="${cx}" cy="414" r="7" fill="none" stroke="${accent}" stroke-width="2"/>`;
  });
  const footer = [product.nicotineRatioText, product.contentPerPackageText]
    .filter(Boolean)
    .join(' · ')
    .toUpperCase();
  const text = (y: number, size: number, content: string, extra = '') =>
    `<text x="${CENTRE}" y="${y}" font-size="${size}" ${extra}>${escapeXml(content)}</text>`;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img">`,
    `<title>${escapeXml(product.name)}</title>`,
    '<defs>',
    `<radialGradient id="${gradientId}" cx="38%" cy="32%" r="78%">`,
    `<stop offset="0" stop-color="${mix(colour, '#ffffff', 0.18)}"/>`,
    `<stop offset="1" stop-color="${mix(colour, '#000000', 0.08)}"/>`,
    '</radialGradient>',
    // A soft shadow drawn by a gradient: a blur filter costs every page that shows the can a
    // filter pass on the main thread each time the image is painted.
    `<radialGradient id="shadow-${product.id}">`,
    '<stop offset="0.86" stop-color="#000000" stop-opacity="0.22"/>',
    '<stop offset="1" stop-color="#000000" stop-opacity="0"/>',
    '</radialGradient>',
    '</defs>',
    `<rect width="${SIZE}" height="${SIZE}" fill="${mix(colour, '#ffffff', 0.88)}"/>`,
    `<circle cx="${CENTRE + 6}" cy="${CENTRE + 14}" r="280" fill="url(#shadow-${product.id})"/>`,
    `<circle cx="${CENTRE}" cy="${CENTRE}" r="252" fill="${mix(colour, '#000000', 0.3)}"/>`,
    `<circle cx="${CENTRE}" cy="${CENTRE}" r="246" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="2"/>`,
    `<circle cx="${CENTRE}" cy="${CENTRE}" r="${LID_RADIUS}" fill="url(#${gradientId})"/>`,
    `<circle cx="${CENTRE}" cy="${CENTRE}" r="220" fill="none" stroke="${accent}" stroke-opacity="0.7" stroke-width="3"/>`,
    `<circle cx="${CENTRE}" cy="${CENTRE}" r="210" fill="none" stroke="${ink}" stroke-opacity="0.14" stroke-width="1.5" stroke-dasharray="2 7"/>`,
    `<g fill="${ink}" font-family="${FONT}" text-anchor="middle">`,
    text(188, 15, 'NICOTINE POUCHES', 'letter-spacing="5" opacity="0.75"'),
    text(262, brandSize, brandName, 'font-weight="800" letter-spacing="2"'),
    `<rect x="${CENTRE - 40}" y="284" width="80" height="4" rx="2" fill="${accent}"/>`,
    ...detail.map((line, index) =>
      text(detailTop + index * (detailSize + 6), detailSize, line, 'font-weight="600"'),
    ),
    ...dots,
    text(462, 15, footer, 'letter-spacing="2" opacity="0.85"'),
    '</g>',
    '</svg>',
  ].join('\n');
}
