/**
 * The site's illustrations, drawn for it as inline SVG: mesas and a home (the hero), a sold home with its
 * keys (real estate), a service van (contractors). Decorative: the text beside them says what they show.
 */
import { m } from '@hw/shared/i18n';

const BRAND = '#0b4f6c';
const BRAND_DARK = '#083a50';
const ACCENT = '#c2410c';
const SAND = '#f4e3cf';
const MESA = '#e6a57e';
const MESA_DARK = '#d07a4f';
const GLASS = '#cfe6f1';
const CACTUS = '#4d7c59';

interface IllustrationProps {
  className?: string;
  width?: number;
  height?: number;
}

export function HeroIllustration({ className, width = 480, height = 360 }: IllustrationProps) {
  return (
    <svg className={className} viewBox="0 0 480 360" width={width} height={height} aria-hidden="true" focusable="false">
      <circle cx="384" cy="78" r="38" fill="#f8c471" />
      <path d="M0 236h44l22-64h86l20 64h78l20-42h58l22 42h130v70H0z" fill={MESA} />
      <path d="M0 262h96l20-50h66l22 50h276v50H0z" fill={MESA_DARK} />
      <rect y="284" width="480" height="76" fill={SAND} />
      <path d="M70 292v-88a9 9 0 0 1 18 0v88z" fill={CACTUS} />
      <path
        d="M70 246h-12a8 8 0 0 1-8-8v-18a6 6 0 0 1 12 0v14h8zM88 232h10v-16a6 6 0 0 1 12 0v20a8 8 0 0 1-8 8H88z"
        fill={CACTUS}
      />
      <rect x="284" y="134" width="20" height="44" fill={BRAND_DARK} />
      <rect x="170" y="186" width="156" height="112" rx="4" fill="#fff" stroke={BRAND} strokeWidth="4" />
      <path d="M152 196 248 122l96 74z" fill={BRAND} />
      <rect x="230" y="236" width="36" height="62" rx="3" fill={ACCENT} />
      <circle cx="258" cy="268" r="3" fill="#fff" />
      <rect x="186" y="210" width="32" height="28" rx="2" fill={GLASS} stroke={BRAND} strokeWidth="3" />
      <rect x="278" y="210" width="32" height="28" rx="2" fill={GLASS} stroke={BRAND} strokeWidth="3" />
      <path d="M202 210v28M294 210v28" stroke={BRAND} strokeWidth="2" />
      <path d="M368 236l34 12v26c0 22-16 36-34 42-18-6-34-20-34-42v-26z" fill={ACCENT} />
      <path
        d="m354 276 10 10 20-22"
        fill="none"
        stroke="#fff"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function AgentIllustration({ className, width = 320, height = 240 }: IllustrationProps) {
  const sold = m.illustration_sold();
  // A longer word than SOLD (VENDIDO) is drawn to the sign's width.
  const fit = sold.length > 4 ? ({ textLength: 40, lengthAdjust: 'spacingAndGlyphs' } as const) : {};
  return (
    <svg className={className} viewBox="0 0 320 240" width={width} height={height} aria-hidden="true" focusable="false">
      <rect width="320" height="240" rx="20" fill="#e8f1f6" />
      <rect y="186" width="320" height="54" fill={SAND} />
      <rect x="118" y="104" width="124" height="86" rx="3" fill="#fff" stroke={BRAND} strokeWidth="4" />
      <path d="M104 112 180 52l76 60z" fill={BRAND} />
      <rect x="166" y="142" width="28" height="48" rx="2" fill={ACCENT} />
      <rect x="132" y="124" width="24" height="22" rx="2" fill={GLASS} stroke={BRAND} strokeWidth="3" />
      <rect x="204" y="124" width="24" height="22" rx="2" fill={GLASS} stroke={BRAND} strokeWidth="3" />
      <path d="M54 196V92" stroke={BRAND_DARK} strokeWidth="6" strokeLinecap="round" />
      <path d="M54 100h48" stroke={BRAND_DARK} strokeWidth="5" strokeLinecap="round" />
      <path d="M70 102v10M94 102v10" stroke={BRAND_DARK} strokeWidth="3" />
      <rect x="60" y="112" width="46" height="30" rx="4" fill={ACCENT} />
      <text
        x="83"
        y="132"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize={sold.length > 4 ? 11 : 13}
        fontWeight="700"
        fill="#fff"
        {...fit}
      >
        {sold}
      </text>
      <circle cx="268" cy="62" r="16" fill="none" stroke="#e0a526" strokeWidth="6" />
      <path d="M268 78v46l-8 6 8 6v10" fill="none" stroke="#e0a526" strokeWidth="7" strokeLinejoin="round" />
    </svg>
  );
}

export function ContractorIllustration({ className, width = 320, height = 240 }: IllustrationProps) {
  return (
    <svg className={className} viewBox="0 0 320 240" width={width} height={height} aria-hidden="true" focusable="false">
      <rect width="320" height="240" rx="20" fill="#fbeee3" />
      <path d="M0 168h60l16-34h60l14 34h170v72H0z" fill={MESA} opacity="0.6" />
      <rect y="190" width="320" height="50" fill={SAND} />
      <path d="M40 110h150v84H40z" fill="#fff" stroke={BRAND} strokeWidth="4" strokeLinejoin="round" />
      <path d="M190 128h44l30 30v36h-74z" fill="#fff" stroke={BRAND} strokeWidth="4" strokeLinejoin="round" />
      <path d="M200 138h30l20 22h-50z" fill={GLASS} />
      <rect x="40" y="150" width="150" height="12" fill={ACCENT} />
      <circle cx="84" cy="196" r="17" fill={BRAND_DARK} />
      <circle cx="84" cy="196" r="6" fill="#fff" />
      <circle cx="226" cy="196" r="17" fill={BRAND_DARK} />
      <circle cx="226" cy="196" r="6" fill="#fff" />
      <path d="M112 118a11 11 0 0 0 13 13l-18 18a4 4 0 0 1-6-6l18-18a11 11 0 0 1-7-7z" fill={BRAND} />
      <rect x="250" y="60" width="46" height="34" rx="4" fill={ACCENT} />
      <path d="M262 60v-8h22v8" fill="none" stroke={ACCENT} strokeWidth="4" />
      <path d="M250 76h46" stroke="#fff" strokeWidth="3" />
    </svg>
  );
}
