/**
 * Line icons of the site's illustrations, drawn by us in a 100 x 100 box. `ACCENT` marks the fills of the
 * accent colour; strokes take the ink colour of the group they are placed in.
 */
const A = 'fill="ACCENT"';

export const ICONS = {
  house: `<path d="M14 50 L50 19 L86 50"/><path d="M25 43 V83 H75 V43"/><rect x="42" y="58" width="16" height="25" ${A}/>`,
  shield: `<path d="M50 12 L82 24 V48 C82 68 68 82 50 90 C32 82 18 68 18 48 V24 Z"/><path d="M36 50 L46 60 L66 38"/>`,
  clipboard: `<rect x="24" y="18" width="52" height="70" rx="6"/><rect x="38" y="11" width="24" height="13" rx="3" ${A}/><path d="M34 42 H66 M34 56 H66 M34 70 H55"/>`,
  dollar: `<circle cx="50" cy="50" r="36"/><path d="M60 37 C56 31 43 31 41 39 C38 48 62 48 59 59 C56 67 43 67 39 61 M50 25 V75"/>`,
  calendar: `<rect x="18" y="24" width="64" height="58" rx="6"/><path d="M18 40 H82 M34 16 V30 M66 16 V30"/><rect x="30" y="50" width="12" height="10" ${A}/><rect x="58" y="64" width="12" height="10" ${A}/>`,
  newspaper: `<rect x="14" y="22" width="62" height="58" rx="4"/><path d="M76 34 H86 V74 C86 78 82 80 78 80 H70"/><rect x="22" y="30" width="20" height="16" ${A}/><path d="M50 32 H68 M50 42 H68 M22 56 H68 M22 68 H68"/>`,
  phone: `<rect x="32" y="12" width="36" height="76" rx="7"/><path d="M44 21 H56"/><circle cx="50" cy="77" r="4" ${A}/>`,
  trophy: `<path d="M32 16 H68 V38 C68 51 60 59 50 59 C40 59 32 51 32 38 Z" ${A}/><path d="M32 24 H20 C20 37 26 44 34 46 M68 24 H80 C80 37 74 44 66 46 M50 59 V71 M36 85 H64 M40 71 H60 V85 H40 Z"/>`,
  thermostat: `<circle cx="50" cy="50" r="36"/><circle cx="50" cy="50" r="22"/><path d="M50 50 L63 37"/><circle cx="50" cy="50" r="4" ${A}/>`,
  sun: `<circle cx="50" cy="50" r="17" ${A}/><path d="M50 10 V22 M50 78 V90 M10 50 H22 M78 50 H90 M22 22 L30 30 M70 70 L78 78 M78 22 L70 30 M30 70 L22 78"/>`,
  flame: `<path d="M50 10 C63 29 75 40 75 60 C75 77 63 89 50 89 C37 89 25 77 25 60 C25 46 35 37 40 25 C44 36 47 40 50 42 C55 33 55 21 50 10 Z"/><path d="M50 62 C57 69 59 76 50 81 C41 76 43 69 50 62 Z" ${A}/>`,
  snowflake: `<path d="M50 12 V88 M17 31 L83 69 M17 69 L83 31 M42 18 L50 26 L58 18 M42 82 L50 74 L58 82 M20 42 L27 36 L23 27 M80 58 L73 64 L77 73 M20 58 L27 64 L23 73 M80 42 L73 36 L77 27"/>`,
  fan: `<path d="M50 50 C44 36 44 18 56 14 C66 12 68 28 50 50 Z" ${A}/><path d="M50 50 C64 46 80 52 80 64 C78 74 64 70 50 50 Z" ${A}/><path d="M50 50 C40 62 26 70 20 60 C16 50 32 46 50 50 Z" ${A}/><circle cx="50" cy="50" r="38"/>`,
  outlet: `<rect x="22" y="12" width="56" height="76" rx="10"/><path d="M40 32 V43 M60 32 V43"/><path d="M44 62 A6 6 0 0 1 56 62 V69 H44 Z" ${A}/>`,
  bolt: `<path d="M57 9 L25 56 H48 L42 91 L75 42 H52 Z" ${A}/>`,
  'water-heater': `<rect x="30" y="16" width="40" height="70" rx="10"/><path d="M40 16 V7 M60 16 V7 M40 72 H60"/><circle cx="50" cy="48" r="7" ${A}/>`,
  drop: `<path d="M50 11 C64 33 76 47 76 62 C76 78 64 88 50 88 C36 88 24 78 24 62 C24 47 36 33 50 11 Z"/><path d="M38 63 C38 71 43 77 50 77"/>`,
  faucet: `<path d="M18 38 H56 C68 38 74 47 74 57 V63 M18 51 H56 C60 51 62 54 62 57 V63 M37 38 V26 M27 26 H47"/><path d="M68 72 C64 78 64 84 68 86 C72 84 72 78 68 72 Z" ${A}/>`,
  fridge: `<rect x="28" y="9" width="44" height="82" rx="6"/><path d="M28 40 H72 M36 21 V31 M36 50 V64"/><rect x="52" y="72" width="12" height="8" ${A}/>`,
  dishwasher: `<rect x="20" y="16" width="60" height="70" rx="6"/><path d="M20 31 H80 M32 48 H68 M32 60 H68 M32 72 H68"/><circle cx="31" cy="24" r="3" ${A}/><circle cx="41" cy="24" r="3" ${A}/>`,
  washer: `<rect x="22" y="11" width="56" height="78" rx="6"/><path d="M22 27 H78"/><circle cx="50" cy="58" r="20"/><circle cx="50" cy="58" r="11" ${A}/><circle cx="33" cy="19" r="2"/>`,
  wrench: `<path d="M70 13 A17 17 0 0 0 55 36 L17 74 A7 7 0 0 0 26 83 L64 45 A17 17 0 0 0 87 30 L76 36 L66 34 L64 23 Z"/><circle cx="22" cy="78" r="2" ${A}/>`,
  garage: `<path d="M11 42 L50 15 L89 42 V87 H11 Z"/><rect x="25" y="48" width="50" height="39" ${A}/><path d="M25 58 H75 M25 68 H75 M25 78 H75"/>`,
  toolbox: `<rect x="13" y="38" width="74" height="45" rx="4"/><path d="M38 38 V27 H62 V38 M13 57 H87"/><rect x="44" y="52" width="12" height="10" ${A}/>`,
  bug: `<ellipse cx="50" cy="58" rx="18" ry="25" ${A}/><circle cx="50" cy="28" r="9"/><path d="M50 36 V82 M32 46 L18 38 M32 58 H16 M32 70 L18 80 M68 46 L82 38 M68 58 H84 M68 70 L82 80 M45 21 L38 11 M55 21 L62 11"/>`,
  leaf: `<path d="M19 81 C19 41 43 18 83 18 C83 57 60 81 19 81 Z" ${A}/><path d="M19 81 L64 36 M40 60 H55 M52 48 V34"/>`,
  sign: `<path d="M24 89 V13 M24 22 H78 M40 22 V31 M70 22 V31"/><rect x="32" y="31" width="46" height="30" rx="3" ${A}/>`,
  key: `<circle cx="31" cy="50" r="17"/><circle cx="31" cy="50" r="6" ${A}/><path d="M48 50 H87 M77 50 V63 M66 50 V59"/>`,
  building: `<rect x="24" y="12" width="52" height="76" rx="2"/><path d="M14 88 H86"/><rect x="33" y="22" width="10" height="10" ${A}/><rect x="57" y="22" width="10" height="10" ${A}/><rect x="33" y="42" width="10" height="10" ${A}/><rect x="57" y="42" width="10" height="10" ${A}/><path d="M44 88 V68 H56 V88"/>`,
  hardhat: `<rect x="13" y="64" width="74" height="10" rx="4" ${A}/><path d="M21 64 C21 42 33 28 50 28 C67 28 79 42 79 64 M42 29 V50 M58 29 V50"/>`,
  camera: `<rect x="13" y="30" width="74" height="51" rx="8"/><path d="M34 30 L40 19 H60 L66 30"/><circle cx="50" cy="55" r="15"/><circle cx="50" cy="55" r="6" ${A}/>`,
} as const;

export type IconName = keyof typeof ICONS;

export const isIconName = (name: string): name is IconName => Object.hasOwn(ICONS, name);

/** An icon placed at (cx, cy), `size` pixels wide, in the ink and accent colours given. */
export function placeIcon(icon: IconName, cx: number, cy: number, size: number, ink: string, accent: string): string {
  const scale = size / 100;
  return (
    `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${scale})" fill="none" stroke="${ink}" ` +
    `stroke-width="5" stroke-linecap="round" stroke-linejoin="round">${ICONS[icon].replaceAll('ACCENT', accent)}</g>`
  );
}
