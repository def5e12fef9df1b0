/**
 * The seed's pictures, drawn as SVG so the repository carries no binary files: cover art
 * for posts and pages, logos for brands, flavours and offers, author portraits.
 */
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Palette {
  from: string;
  to: string;
  accent: string;
}

const COVER_PALETTES: Readonly<Record<string, Palette>> = {
  'cover-pouches-intro': { from: '#1f4e79', to: '#3d7ab8', accent: '#cfe6ff' },
  'cover-strength': { from: '#4a1f3d', to: '#a0446f', accent: '#ffd1e4' },
  'cover-formats': { from: '#24475b', to: '#4f8aa8', accent: '#e3f3fb' },
  'cover-mint': { from: '#0f5a4a', to: '#3fb39a', accent: '#d8fff4' },
  'cover-berry': { from: '#4b1248', to: '#a23b8f', accent: '#ffd6f6' },
  'cover-fruit': { from: '#a2461a', to: '#f0a040', accent: '#fff0cf' },
  'cover-coffee': { from: '#3a2416', to: '#8a5a3a', accent: '#f3dfc8' },
  'cover-citrus': { from: '#a87b00', to: '#f2d02e', accent: '#fffbe0' },
  'cover-natural': { from: '#4d4a36', to: '#9c9770', accent: '#f4f1de' },
  'cover-travel': { from: '#173a5e', to: '#e07a3f', accent: '#ffe9d6' },
  'cover-storage': { from: '#2c3e50', to: '#5d7b95', accent: '#e6eef5' },
  'cover-delivery': { from: '#1d4d2e', to: '#5aa56b', accent: '#e0f6e5' },
  'cover-offers': { from: '#8a1c1c', to: '#e0503a', accent: '#ffe2dc' },
  'cover-responsible': { from: '#27324a', to: '#5a6f99', accent: '#e5ebf8' },
  'cover-rules': { from: '#2d2d44', to: '#6b6b9a', accent: '#ececff' },
  'cover-sustainability': { from: '#1e4620', to: '#7fb069', accent: '#eef8e4' },
  'cover-lifestyle': { from: '#5a2d82', to: '#d17bb0', accent: '#fbe7f3' },
  'cover-brands': { from: '#14213d', to: '#fca311', accent: '#fff3dc' },
  'cover-news': { from: '#003049', to: '#d62828', accent: '#fde2e2' },
  'cover-glossary': { from: '#264653', to: '#2a9d8f', accent: '#e0f5f2' },
};

export const COVER_NAMES = Object.keys(COVER_PALETTES);

/** A 1600×900 cover: a gradient with an open can and a scatter of pouches. */
export function coverSvg(name: string): string {
  const palette = COVER_PALETTES[name];
  if (!palette)
    throw new Error(`Unknown cover image "${name}"; use one of ${COVER_NAMES.join(', ')}`);
  const seed = [...name].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 9973, 7);
  const pouches = Array.from({ length: 7 }, (_, index) => {
    const x = 860 + ((seed * (index + 3) * 37) % 620);
    const y = 170 + ((seed * (index + 5) * 53) % 560);
    const rotate = (seed * (index + 1) * 29) % 180;
    return `<rect x="${x}" y="${y}" width="120" height="58" rx="26" fill="${palette.accent}" opacity="0.9" transform="rotate(${rotate} ${x + 60} ${y + 29})"/>`;
  }).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>`,
    `<rect width="1600" height="900" fill="url(#g)"/>`,
    `<circle cx="1380" cy="140" r="260" fill="${palette.accent}" opacity="0.12"/>`,
    `<ellipse cx="470" cy="560" rx="300" ry="96" fill="#000" opacity="0.18"/>`,
    `<ellipse cx="470" cy="470" rx="300" ry="96" fill="${palette.accent}"/>`,
    `<rect x="170" y="380" width="600" height="90" fill="${palette.accent}"/>`,
    `<ellipse cx="470" cy="380" rx="300" ry="96" fill="#ffffff" opacity="0.95"/>`,
    `<ellipse cx="470" cy="380" rx="250" ry="74" fill="${palette.from}" opacity="0.85"/>`,
    pouches,
    `</svg>`,
  ].join('');
}

/** A 400×400 round logo with the name's initial and the name below. */
export function logoSvg(name: string, colour: string, accent: string): string {
  const initial = escape(name.charAt(0).toUpperCase());
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">`,
    `<rect width="400" height="400" rx="48" fill="${colour}"/>`,
    `<circle cx="200" cy="170" r="104" fill="${accent}"/>`,
    `<text x="200" y="206" text-anchor="middle" font-family="Georgia, serif" font-size="108" font-weight="700" fill="${colour}">${initial}</text>`,
    `<text x="200" y="338" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="40" font-weight="700" letter-spacing="3" fill="${accent}">${escape(name.toUpperCase())}</text>`,
    `</svg>`,
  ].join('');
}

/** A 600×600 portrait placeholder: initials on a soft background. */
export function portraitSvg(firstName: string, lastName: string, colour: string): string {
  const initials = escape(`${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase());
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">`,
    `<rect width="600" height="600" fill="${colour}"/>`,
    `<circle cx="300" cy="240" r="120" fill="#ffffff" opacity="0.85"/>`,
    `<ellipse cx="300" cy="560" rx="220" ry="170" fill="#ffffff" opacity="0.85"/>`,
    `<text x="300" y="272" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="96" font-weight="700" fill="${colour}">${initials}</text>`,
    `</svg>`,
  ].join('');
}
