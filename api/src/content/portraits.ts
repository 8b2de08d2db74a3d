/**
 * Illustrated portraits of the sales representatives, drawn as SVG from the rep's id: background, skin tone,
 * hair, shirt and glasses are picked from small sets, so each rep keeps the same look on every request.
 */
import { escapeXml } from './illustrations.ts';

const BACKGROUNDS = ['#f3d9c4', '#cfe3ec', '#dfe9d3', '#eadcf0', '#f6e7b8', '#d9e0ee'];
const SKIN = ['#f5d3b8', '#eab993', '#d09a70', '#b07650', '#8a5636', '#f1c7a5', '#6b3f26'];
const HAIR = ['#2b1d14', '#4a3020', '#7b4b2a', '#b5813f', '#1b1b1b', '#8c8c8c', '#a0522d'];
const SHIRTS = ['#c2562f', '#2f6f8f', '#5d7f4e', '#3e5a7a', '#8a4f7d', '#b8862f'];

type Hair = (color: string) => { back: string; front: string };

/** Hair drawn behind the head (long styles) and over it (fringes and caps). */
const HAIR_STYLES: Hair[] = [
  // Short, side part.
  (c) => ({
    back: '',
    front: `<path d="M126 172 C118 104 158 76 202 78 C248 80 282 108 274 172 C266 136 246 118 214 114 C188 126 152 128 126 172 Z" fill="${c}"/>`,
  }),
  // Long and straight.
  (c) => ({
    back: `<path d="M116 186 C104 96 154 68 200 68 C248 68 298 96 284 186 L292 306 C260 318 140 318 108 306 Z" fill="${c}"/>`,
    front: `<path d="M128 168 C126 108 160 84 200 84 C242 84 276 108 272 168 C256 132 232 112 200 112 C170 112 146 130 128 168 Z" fill="${c}"/>`,
  }),
  // Bun on top.
  (c) => ({
    back: `<circle cx="200" cy="72" r="34" fill="${c}"/>`,
    front: `<path d="M128 170 C124 110 160 88 200 88 C240 88 276 110 272 170 C260 132 236 114 200 114 C164 114 140 132 128 170 Z" fill="${c}"/>`,
  }),
  // Curly.
  (c) => ({
    back: '',
    front:
      `<g fill="${c}"><circle cx="142" cy="128" r="26"/><circle cx="170" cy="100" r="28"/><circle cx="204" cy="90" r="30"/>` +
      '<circle cx="238" cy="102" r="28"/><circle cx="262" cy="130" r="26"/><circle cx="132" cy="158" r="18"/>' +
      '<circle cx="270" cy="158" r="18"/></g>',
  }),
  // Close crop.
  (c) => ({
    back: '',
    front: `<path d="M130 160 C128 112 160 90 200 90 C240 90 272 112 270 160 C252 128 228 118 200 118 C172 118 148 128 130 160 Z" fill="${c}" fill-opacity="0.85"/>`,
  }),
  // Shoulder-length with waves.
  (c) => ({
    back: `<path d="M118 184 C100 100 152 70 200 70 C250 70 300 100 282 184 C292 220 286 250 268 262 L132 262 C114 250 108 220 118 184 Z" fill="${c}"/>`,
    front: `<path d="M126 166 C130 106 166 84 204 86 C246 88 274 116 272 162 C248 140 222 120 186 116 C160 124 140 140 126 166 Z" fill="${c}"/>`,
  }),
];

export function portraitSvg(rep: { salesRepId: number; firstName: string; lastName: string }): string {
  const n = rep.salesRepId;
  const skin = SKIN[(n * 3) % SKIN.length]!;
  const hair = HAIR_STYLES[(n * 5 + 1) % HAIR_STYLES.length]!(HAIR[(n * 2 + 1) % HAIR.length]!);
  const shirt = SHIRTS[n % SHIRTS.length]!;
  const background = BACKGROUNDS[(n * 7) % BACKGROUNDS.length]!;
  const glasses =
    n % 4 === 1
      ? '<g fill="none" stroke="#2b2b2b" stroke-width="4"><circle cx="172" cy="180" r="17"/><circle cx="228" cy="180" r="17"/>' +
        '<path d="M189 180 H211 M155 178 L132 172 M245 178 L268 172"/></g>'
      : '';
  const name = `${rep.firstName} ${rep.lastName}`;
  const body =
    `<rect width="400" height="400" fill="${background}"/>` +
    `<circle cx="200" cy="420" r="230" fill="#ffffff" fill-opacity="0.35"/>` +
    hair.back +
    `<path d="M52 400 C56 318 122 284 200 284 C278 284 344 318 348 400 Z" fill="${shirt}"/>` +
    `<rect x="174" y="232" width="52" height="66" rx="22" fill="${skin}"/>` +
    '<path d="M170 286 L200 324 L230 286 Z" fill="#ffffff" fill-opacity="0.9"/>' +
    `<circle cx="128" cy="184" r="15" fill="${skin}"/><circle cx="272" cy="184" r="15" fill="${skin}"/>` +
    `<ellipse cx="200" cy="176" rx="72" ry="86" fill="${skin}"/>` +
    hair.front +
    '<g fill="#2b2b2b"><circle cx="172" cy="182" r="7"/><circle cx="228" cy="182" r="7"/></g>' +
    '<g fill="none" stroke="#2b2b2b" stroke-width="4" stroke-linecap="round">' +
    '<path d="M158 160 Q172 152 186 160"/><path d="M214 160 Q228 152 242 160"/>' +
    '<path d="M176 222 Q200 242 224 222"/></g>' +
    '<path d="M200 188 Q194 204 202 208" fill="none" stroke="#000000" stroke-opacity="0.25" stroke-width="3"/>' +
    glasses;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" ' +
    `aria-label="${escapeXml(name)}"><title>${escapeXml(name)}</title>${body}</svg>`
  );
}
