/**
 * The site's own illustrations, drawn as SVG on request: category banners, article images and award badges.
 * Every drawing is a pure function of its name, so the same address always answers the same bytes and can
 * be cached. Names: `category-{slug}` (a 1600 x 400 banner), `{icon}-{articleId}` (an 800 x 450 image).
 */
import { FORUM_CATEGORY_IDS, type ForumCategorySlug } from '@hw/shared';
import { type IconName, isIconName, placeIcon } from './icons.ts';

export const ILLUSTRATION_BASE = '/api/forum/image';
export const illustrationUrl = (name: string) => `${ILLUSTRATION_BASE}/${name}.svg`;
export const categoryBannerName = (slug: ForumCategorySlug) => `category-${slug}`;
export const articleImageName = (icon: string, articleId: number) => `${icon}-${articleId}`;
export const awardImageUrl = (awardId: number) => `/api/awards/image/${awardId}.svg`;

/** The icon of each category's banner. */
const CATEGORY_ICONS: Record<ForumCategorySlug, IconName> = {
  'buying-selling-house': 'sign',
  hvac: 'snowflake',
  plumbing: 'faucet',
  'appliance-warranty': 'fridge',
  'home-repairs-maintenance': 'toolbox',
  electrical: 'bolt',
  'real-estate-tips': 'key',
  'pest-control': 'bug',
  'home-warranty-education': 'shield',
  'landmark-home-warranty-news': 'newspaper',
  'property-management': 'building',
  contractors: 'hardhat',
  'lifestyle-decor': 'leaf',
};

interface Palette {
  from: string;
  to: string;
  ink: string;
  accent: string;
}

/** Canyon colours: sandstone, terracotta, sage, sky and dusk. */
const PALETTES: Palette[] = [
  { from: '#c2562f', to: '#e58e4f', ink: '#5a2414', accent: '#f6c28b' },
  { from: '#2f6f8f', to: '#5fa8c7', ink: '#17384a', accent: '#9fd3e8' },
  { from: '#5d7f4e', to: '#9bb77f', ink: '#2c3d24', accent: '#cfe0b5' },
  { from: '#8a4f7d', to: '#c98bb9', ink: '#41213b', accent: '#efc7e4' },
  { from: '#b8862f', to: '#e2bf5d', ink: '#54380f', accent: '#f6e2a2' },
  { from: '#3e5a7a', to: '#7d9cc0', ink: '#1b2b3e', accent: '#c4d6ec' },
  { from: '#a0432f', to: '#d77b5c', ink: '#4a1b12', accent: '#f4b9a2' },
];

/** FNV-1a: a small, stable hash of a name. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** A repeatable sequence of numbers in [0, 1) from a seed (mulberry32). */
function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;

export const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

function svgDocument(width: number, height: number, label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `role="img" aria-label="${escapeXml(label)}"><title>${escapeXml(label)}</title>${body}</svg>`
  );
}

function gradient(palette: Palette): string {
  return (
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">' +
    `<stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/>` +
    '</linearGradient></defs>'
  );
}

/** A ridge line of mesas across the bottom, in white at low opacity. */
function ridge(width: number, height: number, random: () => number, opacity: number): string {
  const points: string[] = [`M0 ${height}`];
  let x = 0;
  while (x < width) {
    const y = Math.round(height * (0.62 + random() * 0.2));
    const step = Math.round(width * (0.06 + random() * 0.08));
    points.push(`L${x} ${y}`, `L${Math.min(width, x + step)} ${y}`);
    x += step + Math.round(width * 0.02);
  }
  points.push(`L${width} ${height}`, 'Z');
  return `<path d="${points.join(' ')}" fill="#ffffff" fill-opacity="${opacity}"/>`;
}

function bubbles(width: number, height: number, random: () => number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const r = Math.round(20 + random() * 70);
    const cx = Math.round(random() * width);
    const cy = Math.round(random() * height * 0.7);
    out += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="${(0.05 + random() * 0.08).toFixed(2)}"/>`;
  }
  return out;
}

/** The 800 x 450 image of an article: its icon on a disc, over a gradient with a mesa ridge. */
export function articleImageSvg(icon: IconName, seed: string): string {
  const h = hash(seed);
  const palette = pick(PALETTES, h);
  const random = randomFrom(h);
  const body =
    gradient(palette) +
    '<rect width="800" height="450" fill="url(#bg)"/>' +
    bubbles(800, 450, random, 7) +
    ridge(800, 450, random, 0.16) +
    '<circle cx="400" cy="215" r="135" fill="#ffffff" fill-opacity="0.92"/>' +
    placeIcon(icon, 400, 215, 190, palette.ink, palette.accent);
  return svgDocument(800, 450, `Illustration: ${icon.replace('-', ' ')}`, body);
}

/** The 1600 x 400 banner of a category: a faint row of its icon, a mesa ridge, and the icon large on the right. */
export function categoryBannerSvg(slug: ForumCategorySlug): string {
  const icon = CATEGORY_ICONS[slug];
  const palette = pick(PALETTES, Object.keys(CATEGORY_ICONS).indexOf(slug));
  const random = randomFrom(hash(slug) + FORUM_CATEGORY_IDS[slug]);
  let pattern = '';
  for (let column = 0; column < 9; column += 1) {
    for (let row = 0; row < 3; row += 1) {
      const cx = 70 + column * 120 + (row % 2) * 60;
      pattern += placeIcon(icon, cx, 70 + row * 120, 56, '#ffffff', 'none');
    }
  }
  const body =
    gradient(palette) +
    '<rect width="1600" height="400" fill="url(#bg)"/>' +
    `<g opacity="0.12">${pattern}</g>` +
    ridge(1600, 400, random, 0.18) +
    '<circle cx="1330" cy="200" r="140" fill="#ffffff" fill-opacity="0.92"/>' +
    placeIcon(icon, 1330, 200, 190, palette.ink, palette.accent);
  return svgDocument(1600, 400, `Banner: ${slug.replaceAll('-', ' ')}`, body);
}

/** A 320 x 320 award badge: a rosette with a star, the year and a ribbon. */
export function awardBadgeSvg(award: { id: number; title: string; year: number; issuer: string }): string {
  const palette = pick(PALETTES, award.id);
  const points: string[] = [];
  for (let i = 0; i < 24; i += 1) {
    const angle = (Math.PI * 2 * i) / 24;
    const radius = i % 2 === 0 ? 128 : 116;
    points.push(`${(160 + radius * Math.cos(angle)).toFixed(1)},${(150 + radius * Math.sin(angle)).toFixed(1)}`);
  }
  const star: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const angle = -Math.PI / 2 + (Math.PI * i) / 5;
    const radius = i % 2 === 0 ? 30 : 13;
    star.push(`${(160 + radius * Math.cos(angle)).toFixed(1)},${(112 + radius * Math.sin(angle)).toFixed(1)}`);
  }
  const body =
    gradient(palette) +
    `<path d="M112 236 L92 312 L122 296 L138 318 L152 250 Z" fill="${palette.ink}"/>` +
    `<path d="M208 236 L228 312 L198 296 L182 318 L168 250 Z" fill="${palette.ink}"/>` +
    `<polygon points="${points.join(' ')}" fill="url(#bg)"/>` +
    `<circle cx="160" cy="150" r="96" fill="#ffffff" fill-opacity="0.94"/>` +
    `<circle cx="160" cy="150" r="86" fill="none" stroke="${palette.from}" stroke-width="3"/>` +
    `<polygon points="${star.join(' ')}" fill="${palette.accent}" stroke="${palette.ink}" stroke-width="3"/>` +
    `<text x="160" y="182" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="44" ` +
    `font-weight="bold" fill="${palette.ink}">${award.year}</text>` +
    `<text x="160" y="210" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="15" ` +
    `letter-spacing="3" fill="${palette.ink}">AWARD</text>`;
  return svgDocument(320, 320, `${award.title}, ${award.year}, ${award.issuer}`, body);
}

/** The drawing a name asks for, or undefined when the name is not one of ours. */
export function illustrationByName(name: string): string | undefined {
  if (name.startsWith('category-')) {
    const slug = name.slice('category-'.length);
    return Object.hasOwn(CATEGORY_ICONS, slug) ? categoryBannerSvg(slug as ForumCategorySlug) : undefined;
  }
  const match = /^([a-z]+(?:-[a-z]+)*)(?:-(\d{1,9}))?$/.exec(name);
  const icon = match?.[1];
  return icon && isIconName(icon) ? articleImageSvg(icon, name) : undefined;
}
