import { c } from './palette';

// Six flat scenes on a 240×180 canvas, one per activity of the home gallery.
// Figures are drawn with thick round strokes: legs, torso (the shirt) and arms.

const limb = { fill: 'none', strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

function Head({
  x,
  y,
  r = 10,
  hair = c.ink900,
}: {
  x: number;
  y: number;
  r?: number;
  hair?: string;
}) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={c.skin} />
      <path d={`M${x - r} ${y} A${r} ${r} 0 0 1 ${x + r} ${y} Z`} fill={hair} />
    </g>
  );
}

export function YogaScene() {
  return (
    <g>
      <rect width="240" height="180" fill={c.brand50} />
      <circle cx="190" cy="46" r="22" fill={c.sun300} />
      <path d="M24 150h30l-4 20H28Z" fill={c.coral500} />
      <ellipse cx="33" cy="128" rx="7" ry="18" fill={c.brand500} transform="rotate(-20 33 128)" />
      <ellipse cx="46" cy="130" rx="6" ry="15" fill={c.brand700} transform="rotate(22 46 130)" />
      <rect x="56" y="150" width="156" height="9" rx="4.5" fill={c.lilac500} />
      <path d="M126 104 88 147M126 104l32 12 2 31" stroke={c.ink900} strokeWidth="11" {...limb} />
      <path d="M80 149h12M158 149h12" stroke={c.ink900} strokeWidth="6" {...limb} />
      <path d="M126 104V70" stroke={c.coral500} strokeWidth="19" {...limb} />
      <path d="M82 72h88" stroke={c.skin} strokeWidth="7" {...limb} />
      <Head x={126} y={52} r={11} />
      <circle cx="117" cy="43" r="6" fill={c.ink900} />
    </g>
  );
}

export function SpaScene() {
  return (
    <g>
      <rect width="240" height="180" fill={c.lilac100} />
      <circle cx="112" cy="92" r="64" fill={c.white} opacity="0.55" />
      <rect x="16" y="152" width="208" height="8" rx="4" fill={c.lilac500} opacity="0.45" />
      <ellipse cx="112" cy="140" rx="44" ry="14" fill={c.ink700} />
      <ellipse cx="112" cy="118" rx="33" ry="12" fill={c.ink600} />
      <ellipse cx="112" cy="99" rx="23" ry="9" fill={c.ink500} />
      <ellipse cx="112" cy="85" rx="13" ry="6" fill={c.line} />
      <path d="M112 79c2-12 12-18 22-18-1 11-10 18-22 18Z" fill={c.brand500} />
      <path
        d="M86 64c-4-6 4-10 0-16M98 58c-4-6 4-10 0-16"
        stroke={c.lilac500}
        strokeWidth="3"
        {...limb}
      />
      <rect x="166" y="112" width="26" height="40" rx="5" fill={c.white} />
      <path d="M179 88c6 7 8 12 0 18-8-6-6-11 0-18Z" fill={c.sun500} />
      <circle cx="46" cy="136" r="17" fill={c.coral100} stroke={c.coral500} strokeWidth="3" />
      <circle cx="46" cy="136" r="7" fill="none" stroke={c.coral500} strokeWidth="3" />
    </g>
  );
}

export function OutdoorScene() {
  return (
    <g>
      <rect width="240" height="180" fill={c.sky100} />
      <circle cx="194" cy="40" r="18" fill={c.sun500} />
      <path d="M0 132q60-40 120-12t120-14v74H0Z" fill={c.brand500} />
      <path d="M0 158q80-30 160-10t80 0v32H0Z" fill={c.brand700} />
      <rect x="204" y="98" width="6" height="34" fill={c.ink700} />
      <circle cx="207" cy="92" r="16" fill={c.brand800} />
      <path d="M90 120 78 150M90 120l12 30" stroke={c.ink900} strokeWidth="9" {...limb} />
      <path d="M90 120V94" stroke={c.coral500} strokeWidth="16" {...limb} />
      <path d="M84 92 70 68M96 92l14-24" stroke={c.skin} strokeWidth="6" {...limb} />
      <Head x={90} y={78} r={9} />
      <path d="M156 124v28M156 124l4 28" stroke={c.ink900} strokeWidth="9" {...limb} />
      <path d="M156 124V98" stroke={c.sun500} strokeWidth="16" {...limb} />
      <path d="M132 98h48" stroke={c.skin} strokeWidth="6" {...limb} />
      <Head x={156} y={82} r={9} hair={c.skinDark} />
      <path d="M34 154l7-14 7 14Z" fill={c.coral500} />
      <path d="M200 160l7-14 7 14Z" fill={c.coral500} />
    </g>
  );
}

export function SalonScene() {
  return (
    <g>
      <rect width="240" height="180" fill={c.coral100} />
      <ellipse cx="82" cy="82" rx="44" ry="56" fill={c.white} stroke={c.sun500} strokeWidth="8" />
      <path
        d="M60 60q10-14 26-16M58 78q4-8 10-12"
        stroke={c.sky500}
        strokeWidth="4"
        opacity="0.5"
        {...limb}
      />
      <rect x="78" y="138" width="8" height="18" fill={c.sun500} />
      <rect x="60" y="154" width="44" height="8" rx="4" fill={c.sun500} />
      <rect x="132" y="58" width="34" height="22" rx="6" fill={c.coral500} />
      <circle cx="176" cy="69" r="24" fill={c.coral500} />
      <circle cx="176" cy="69" r="10" fill={c.white} opacity="0.55" />
      <rect x="168" y="86" width="15" height="42" rx="7.5" fill={c.ink700} />
      <path d="M124 62h-8M124 69h-12M124 76h-8" stroke={c.coral500} strokeWidth="3" {...limb} />
      <rect x="138" y="142" width="72" height="10" rx="3" fill={c.ink700} />
      <path
        d="M143 152v10M149 152v10M155 152v10M161 152v10M167 152v10M173 152v10M179 152v10M185 152v10M191 152v10M197 152v10M203 152v10"
        stroke={c.ink700}
        strokeWidth="2.5"
        {...limb}
      />
      <path d="M198 30l3 8 8 3-8 3-3 8-3-8-8-3 8-3Z" fill={c.sun500} />
      <path d="M30 28l2 5 5 2-5 2-2 5-2-5-5-2 5-2Z" fill={c.sun500} />
    </g>
  );
}

export function StudioScene() {
  return (
    <g>
      <rect width="240" height="180" fill={c.sun100} />
      <rect x="22" y="24" width="58" height="84" rx="6" fill={c.white} opacity="0.7" />
      <path d="M51 24v84M22 66h58" stroke={c.sun300} strokeWidth="3" />
      <rect x="14" y="156" width="212" height="8" rx="4" fill={c.sun500} />
      <path d="M84 154h96" stroke={c.ink900} strokeWidth="7" {...limb} />
      <path
        d="M102 154l12-50M114 108l46 24M154 90l6 42"
        stroke={c.ink900}
        strokeWidth="6"
        {...limb}
      />
      <circle cx="160" cy="132" r="19" fill="none" stroke={c.ink900} strokeWidth="6" />
      <circle cx="160" cy="132" r="5" fill={c.ink900} />
      <path d="M146 88h20" stroke={c.ink900} strokeWidth="6" {...limb} />
      <rect x="98" y="98" width="28" height="8" rx="4" fill={c.coral500} />
      <path d="M114 94l28 12-8 30M114 94l16 22 4 24" stroke={c.ink900} strokeWidth="9" {...limb} />
      <path d="M114 94l32-28" stroke={c.lilac500} strokeWidth="17" {...limb} />
      <path d="M144 68l16 20" stroke={c.skin} strokeWidth="6" {...limb} />
      <Head x={158} y={54} r={10} hair={c.skinDark} />
      <rect x="196" y="128" width="14" height="26" rx="5" fill={c.sky500} />
      <rect x="199" y="122" width="8" height="7" rx="2" fill={c.ink700} />
    </g>
  );
}

export function GymScene() {
  return (
    <g>
      <rect width="240" height="180" fill={c.brand100} />
      <rect x="14" y="156" width="212" height="8" rx="4" fill={c.brand500} opacity="0.5" />
      <rect x="76" y="52" width="9" height="104" rx="3" fill={c.ink700} />
      <rect x="155" y="52" width="9" height="104" rx="3" fill={c.ink700} />
      <path d="M70 156h22M149 156h22" stroke={c.ink700} strokeWidth="6" {...limb} />
      <rect x="24" y="70" width="192" height="7" rx="3.5" fill={c.ink600} />
      <rect x="40" y="48" width="13" height="51" rx="4" fill={c.coral500} />
      <rect x="55" y="56" width="9" height="35" rx="3" fill={c.sun500} />
      <rect x="187" y="48" width="13" height="51" rx="4" fill={c.coral500} />
      <rect x="176" y="56" width="9" height="35" rx="3" fill={c.sun500} />
      <path d="M110 130a10 12 0 0 1 20 0" fill="none" stroke={c.ink900} strokeWidth="5" />
      <circle cx="120" cy="140" r="16" fill={c.ink900} />
      <rect x="20" y="140" width="8" height="16" rx="2" fill={c.brand800} />
      <rect x="48" y="140" width="8" height="16" rx="2" fill={c.brand800} />
      <rect x="26" y="146" width="24" height="4" fill={c.ink600} />
      <rect x="184" y="140" width="8" height="16" rx="2" fill={c.brand800} />
      <rect x="212" y="140" width="8" height="16" rx="2" fill={c.brand800} />
      <rect x="190" y="146" width="24" height="4" fill={c.ink600} />
    </g>
  );
}
