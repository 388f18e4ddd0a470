import { useId } from 'react';
import { heroArt as copy } from '../../content/home';
import { formatNumber } from '../../i18n/format';
import './art.css';
import { c } from './palette';

const days = copy.days.map((day, i) => [day, formatNumber(12 + i)] as const);

type Chip = 'left' | 'booked' | 'book' | 'full';
const classes: {
  time: string;
  title: string;
  place: string;
  tint: string;
  dot: string;
  chip: Chip;
}[] = [
  {
    ...copy.classes.sunrise,
    tint: c.brand100,
    dot: c.brand500,
    chip: 'left',
  },
  {
    ...copy.classes.reformer,
    tint: c.lilac100,
    dot: c.lilac500,
    chip: 'booked',
  },
  {
    ...copy.classes.hammam,
    tint: c.sky100,
    dot: c.sky500,
    chip: 'book',
  },
  {
    ...copy.classes.bootcamp,
    tint: c.coral100,
    dot: c.coral500,
    chip: 'full',
  },
];

const chips: Record<Chip, { label: string; fill: string; text: string }> = {
  left: { label: copy.chips.left, fill: c.sun100, text: c.ink900 },
  booked: { label: copy.chips.booked, fill: c.brand100, text: c.brand800 },
  book: { label: copy.chips.book, fill: c.brand700, text: c.white },
  full: { label: copy.chips.full, fill: c.muted, text: c.ink500 },
};

// Hero illustration: the member app's class schedule with booking chips, and the business
// side (a new booking, the week's earnings, capacity) floating around it.
export function HeroArt() {
  const shadow = `${useId()}-shadow`;
  return (
    <svg className="art art--mirrored" viewBox="0 0 600 560" aria-hidden="true" focusable="false">
      <defs>
        <filter id={shadow} x="-20%" y="-20%" width="140%" height="160%">
          <feDropShadow dx="0" dy="10" stdDeviation="12" floodColor="#14201d" floodOpacity="0.16" />
        </filter>
      </defs>
      <circle cx="300" cy="290" r="236" fill={c.sun100} />
      <circle cx="120" cy="486" r="44" fill={c.lilac100} />
      <circle
        cx="86"
        cy="132"
        r="34"
        fill="none"
        stroke={c.sky500}
        strokeWidth="10"
        opacity="0.55"
      />
      <path d="M30 430a90 90 0 0 1 180 0Z" fill={c.brand500} opacity="0.9" />
      <rect
        x="500"
        y="24"
        width="64"
        height="64"
        rx="18"
        fill={c.coral500}
        transform="rotate(18 532 56)"
      />
      <g fill={c.brand700} opacity="0.25">
        {[0, 1, 2, 3].flatMap((row) =>
          [0, 1, 2, 3].map((col) => (
            <circle key={`${row}-${col}`} cx={420 + col * 16} cy={250 + row * 16} r="3" />
          )),
        )}
      </g>

      <g transform="translate(20 0)">
        <g filter={`url(#${shadow})`}>
          <rect x="160" y="40" width="240" height="484" rx="40" fill={c.ink900} />
        </g>
        <rect x="171" y="51" width="218" height="462" rx="30" fill={c.white} />
        <rect x="250" y="62" width="60" height="14" rx="7" fill={c.ink900} />

        <text x="190" y="106" fontSize="11" fill={c.ink500}>
          {copy.greeting}
        </text>
        <text
          x="190"
          y="126"
          fontSize="17"
          fontWeight="700"
          fill={c.ink900}
          className="art__display"
        >
          {copy.today}
        </text>
        <circle cx="364" cy="112" r="14" fill={c.sun500} />
        <circle cx="364" cy="108" r="5" fill={c.skinDark} />
        <path d="M355 121a9 7 0 0 1 18 0" fill={c.skinDark} />

        {days.map(([day, date], i) => {
          const selected = i === 2;
          const x = 186 + i * 38;
          return (
            <g key={day}>
              <rect
                x={x}
                y="142"
                width="32"
                height="44"
                rx="12"
                fill={selected ? c.brand700 : c.muted}
              />
              <text
                x={x + 16}
                y="159"
                fontSize="9"
                textAnchor="middle"
                fill={selected ? c.brand100 : c.ink500}
              >
                {day}
              </text>
              <text
                x={x + 16}
                y="176"
                fontSize="13"
                fontWeight="700"
                textAnchor="middle"
                fill={selected ? c.white : c.ink900}
              >
                {date}
              </text>
            </g>
          );
        })}

        {classes.map((item, i) => {
          const y = 202 + i * 74;
          const chip = chips[item.chip];
          return (
            <g key={item.title}>
              <rect x="183" y={y} width="194" height="64" rx="14" fill={c.white} stroke={c.line} />
              <rect x="193" y={y + 12} width="40" height="40" rx="11" fill={item.tint} />
              <circle cx="213" cy={y + 32} r="8" fill={item.dot} />
              <text x="242" y={y + 22} fontSize="9" fill={c.ink500}>
                {item.time}
              </text>
              <text x="242" y={y + 38} fontSize="11" fontWeight="700" fill={c.ink900}>
                {item.title}
              </text>
              <text x="242" y={y + 52} fontSize="9" fill={c.ink500}>
                {item.place}
              </text>
              <rect x="329" y={y + 22} width="42" height="20" rx="10" fill={chip.fill} />
              <text
                x="350"
                y={y + 35.5}
                fontSize="9"
                fontWeight="700"
                textAnchor="middle"
                fill={chip.text}
              >
                {chip.label}
              </text>
            </g>
          );
        })}
      </g>

      <g filter={`url(#${shadow})`}>
        <rect x="4" y="244" width="196" height="66" rx="18" fill={c.white} />
      </g>
      <circle cx="38" cy="277" r="17" fill={c.brand700} />
      <path
        className="art__upright"
        d="m30 277 5.5 5.5L47 271"
        fill="none"
        stroke={c.white}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text x="64" y="272" fontSize="12.5" fontWeight="700" fill={c.ink900}>
        {copy.newBooking}
      </text>
      <text x="64" y="290" fontSize="10" fill={c.ink500}>
        {copy.newBookingDetail}
      </text>

      <g filter={`url(#${shadow})`}>
        <rect x="404" y="96" width="180" height="112" rx="18" fill={c.white} />
      </g>
      <text x="422" y="122" fontSize="10" fill={c.ink500}>
        {copy.earningsTitle}
      </text>
      <text x="422" y="145" fontSize="17" fontWeight="800" fill={c.ink900} className="art__display">
        {copy.earnings}
      </text>
      <rect x="528" y="110" width="42" height="18" rx="9" fill={c.brand100} />
      <text x="549" y="122.5" fontSize="9" fontWeight="700" textAnchor="middle" fill={c.brand800}>
        {formatNumber(0.18, { style: 'percent', signDisplay: 'always' })}
      </text>
      {[14, 22, 18, 28, 24, 34, 40].map((h, i) => (
        <rect
          key={i}
          x={422 + i * 20}
          y={194 - h}
          width="12"
          height={h}
          rx="3"
          fill={i === 6 ? c.coral500 : c.brand500}
        />
      ))}

      <g filter={`url(#${shadow})`}>
        <rect x="404" y="420" width="176" height="70" rx="18" fill={c.white} />
      </g>
      <text x="422" y="444" fontSize="10" fill={c.ink500}>
        {copy.capacity}
      </text>
      <text x="562" y="444" fontSize="10" fontWeight="700" textAnchor="end" fill={c.ink900}>
        {formatNumber(14)}/{formatNumber(16)}
      </text>
      <rect x="422" y="456" width="140" height="10" rx="5" fill={c.muted} />
      <rect x="422" y="456" width="122" height="10" rx="5" fill={c.sun500} />
      <text x="422" y="482" fontSize="9" fill={c.ink500}>
        {copy.spotsLeft}
      </text>
    </svg>
  );
}
