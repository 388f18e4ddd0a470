import { useId } from 'react';
import { bookingWeekArt as copy } from '../../content/art';
import { formatNumber } from '../../i18n/format';
import './art.css';
import { c } from './palette';

type Kind = 'yoga' | 'spin' | 'spa' | 'barre' | 'hiit';

const kinds: Record<Kind, { label: string; tint: string; dot: string }> = {
  yoga: { label: copy.kinds.yoga, tint: c.brand100, dot: c.brand500 },
  spin: { label: copy.kinds.spin, tint: c.coral100, dot: c.coral500 },
  spa: { label: copy.kinds.spa, tint: c.sky100, dot: c.sky500 },
  barre: { label: copy.kinds.barre, tint: c.lilac100, dot: c.lilac500 },
  hiit: { label: copy.kinds.hiit, tint: c.sun100, dot: c.sun500 },
};

const hours = [7, 9, 12, 17, 19];
const TODAY = 2;

// The grid: a time column, then seven day columns of equal width; five class times.
const GRID_X = 66;
const COL = 38.5;
const GRID_Y = 96;
const ROW = 42;
const colX = (day: number) => GRID_X + day * COL;
const rowY = (row: number) => GRID_Y + row * ROW;

// The studio's week so far: most classes full or filling, a few slots still open, and one
// booking arriving right now (Wednesday's 17:00 spin, the one the phone announces).
const classes: { day: number; row: number; kind: Kind; booked: number }[] = [
  { day: 0, row: 0, kind: 'yoga', booked: 3 },
  { day: 2, row: 0, kind: 'yoga', booked: 3 },
  { day: 4, row: 0, kind: 'yoga', booked: 2 },
  { day: 5, row: 0, kind: 'barre', booked: 3 },
  { day: 1, row: 1, kind: 'barre', booked: 3 },
  { day: 3, row: 1, kind: 'barre', booked: 1 },
  { day: 5, row: 1, kind: 'spa', booked: 3 },
  { day: 0, row: 2, kind: 'spa', booked: 2 },
  { day: 2, row: 2, kind: 'spa', booked: 3 },
  { day: 4, row: 2, kind: 'hiit', booked: 3 },
  { day: 0, row: 3, kind: 'spin', booked: 3 },
  { day: 1, row: 3, kind: 'hiit', booked: 2 },
  { day: 2, row: 3, kind: 'spin', booked: 3 },
  { day: 3, row: 3, kind: 'spin', booked: 3 },
  { day: 4, row: 3, kind: 'hiit', booked: 1 },
  { day: 1, row: 4, kind: 'yoga', booked: 2 },
  { day: 3, row: 4, kind: 'yoga', booked: 3 },
];
const openSlots = [
  { day: 1, row: 0 },
  { day: 3, row: 2 },
  { day: 0, row: 4 },
  { day: 2, row: 4 },
];
const justBooked = { day: 2, row: 3 };

function Check({ x, y, r, fill }: { x: number; y: number; r: number; fill: string }) {
  const s = r / 6;
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={fill} />
      <path
        className="art__upright"
        d={`M${x - 2.6 * s} ${y}l${1.9 * s} ${1.9 * s}L${x + 2.8 * s} ${y - 2.2 * s}`}
        fill="none"
        stroke={c.white}
        strokeWidth={1.6 * s}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

// Beside the sign-up, login and reset forms: a studio's week on Tamreen filling up with
// class bookings (yoga, spin, spa, barre, HIIT, three spots each), and the owner's phone
// announcing the newest one. Decorative; the panel's text says what it means.
export function BookingWeekArt() {
  const shadow = `${useId()}-shadow`;
  return (
    <svg className="art art--mirrored" viewBox="0 0 440 396" aria-hidden="true" focusable="false">
      <defs>
        <filter id={shadow} x="-20%" y="-20%" width="140%" height="150%">
          <feDropShadow dx="0" dy="10" stdDeviation="12" floodColor="#041d18" floodOpacity="0.35" />
        </filter>
      </defs>

      <circle cx="392" cy="52" r="44" fill={c.sun500} />
      <circle cx="78" cy="350" r="36" fill={c.brand500} opacity="0.55" />
      <rect
        x="232"
        y="334"
        width="30"
        height="30"
        rx="9"
        fill={c.coral500}
        transform="rotate(16 247 349)"
      />
      <g fill={c.white} opacity="0.22">
        {[0, 1, 2, 3].flatMap((row) =>
          [0, 1, 2, 3, 4].map((col) => (
            <circle key={`${row}-${col}`} cx={362 + col * 14} cy={118 + row * 14} r="2.2" />
          )),
        )}
      </g>

      {/* The week calendar */}
      <g filter={`url(#${shadow})`}>
        <rect x="14" y="24" width="346" height="296" rx="22" fill={c.white} />
      </g>
      <text x="34" y="56" fontSize="14" fontWeight="800" fill={c.ink900} className="art__display">
        {copy.title}
      </text>
      <rect x="258" y="41" width="84" height="22" rx="11" fill={c.brand100} />
      <Check x={271} y={52} r={6} fill={c.brand700} />
      <text x="282" y="56" fontSize="9.5" fontWeight="700" fill={c.brand800}>
        {copy.booked}
      </text>

      {copy.days.map((day, i) => {
        const cx = colX(i) + COL / 2;
        const today = i === TODAY;
        return (
          <g key={i}>
            {today ? (
              <rect x={cx - 11} y="71" width="22" height="18" rx="9" fill={c.brand700} />
            ) : null}
            <text
              x={cx}
              y="83.5"
              fontSize="9.5"
              fontWeight="700"
              textAnchor="middle"
              fill={today ? c.white : c.ink500}
            >
              {day}
            </text>
          </g>
        );
      })}

      {hours.map((hour, row) => (
        <g key={hour}>
          <line x1="34" x2="342" y1={rowY(row)} y2={rowY(row)} stroke={c.line} strokeWidth="1" />
          <text x="34" y={rowY(row) + 14} fontSize="9" fill={c.ink500}>
            {formatNumber(hour, { minimumIntegerDigits: 2 })}
          </text>
        </g>
      ))}
      <rect
        x={colX(TODAY) + 1}
        y={GRID_Y}
        width={COL - 2}
        height={ROW * hours.length}
        fill={c.brand50}
      />

      {openSlots.map(({ day, row }) => (
        <g key={`${day}-${row}`}>
          <rect
            x={colX(day) + 3}
            y={rowY(row) + 4}
            width={COL - 6}
            height={ROW - 8}
            rx="7"
            fill="none"
            stroke={c.line}
            strokeWidth="1.5"
            strokeDasharray="3 3"
          />
          <path
            d={`M${colX(day) + COL / 2 - 4} ${rowY(row) + ROW / 2}h8M${colX(day) + COL / 2} ${rowY(row) + ROW / 2 - 4}v8`}
            stroke={c.ink500}
            strokeWidth="1.5"
            strokeLinecap="round"
            opacity="0.6"
          />
        </g>
      ))}

      {classes.map(({ day, row, kind, booked }) => {
        const k = kinds[kind];
        const x = colX(day) + 3;
        const y = rowY(row) + 4;
        // The arriving booking wears the sun ring instead of the "full" tick.
        const full = booked === 3 && !(day === justBooked.day && row === justBooked.row);
        return (
          <g key={`${day}-${row}`}>
            <rect x={x} y={y} width={COL - 6} height={ROW - 8} rx="7" fill={k.tint} />
            <rect x={x} y={y + 6} width="3" height={ROW - 20} rx="1.5" fill={k.dot} />
            <text x={x + 7} y={y + 13} fontSize="8" fontWeight="700" fill={c.ink900}>
              {k.label}
            </text>
            {[0, 1, 2].map((spot) => (
              <circle
                key={spot}
                cx={x + 9.5 + spot * 7}
                cy={y + 24}
                r="2.4"
                fill={spot < booked ? k.dot : c.white}
                stroke={k.dot}
                strokeWidth="1"
              />
            ))}
            {full ? <Check x={x + COL - 9} y={y + 1} r={5} fill={c.brand700} /> : null}
          </g>
        );
      })}

      {/* The booking arriving now: the one the phone announces */}
      <rect
        x={colX(justBooked.day) + 0.5}
        y={rowY(justBooked.row) + 1.5}
        width={COL - 1}
        height={ROW - 3}
        rx="9"
        fill="none"
        stroke={c.sun500}
        strokeWidth="2.5"
      />

      {/* The owner's phone */}
      <g filter={`url(#${shadow})`}>
        <rect x="304" y="150" width="122" height="222" rx="22" fill={c.ink900} />
      </g>
      <rect x="311" y="157" width="108" height="208" rx="16" fill={c.sand} />
      <rect x="347" y="163" width="36" height="8" rx="4" fill={c.ink900} />

      <rect x="318" y="182" width="94" height="56" rx="11" fill={c.white} stroke={c.line} />
      <Check x={333} y={197} r={8} fill={c.brand700} />
      <text x="346" y="195" fontSize="8.5" fontWeight="700" fill={c.ink900}>
        {copy.newBooking}
      </text>
      <text x="346" y="206" fontSize="7.5" fill={c.ink500}>
        {copy.newBookingDetail}
      </text>
      <rect x="326" y="215" width="78" height="6" rx="3" fill={c.coral500} />
      <text x="326" y="231" fontSize="6.5" fill={c.ink500}>
        {copy.classFull}
      </text>

      <rect
        x="318"
        y="244"
        width="94"
        height="40"
        rx="11"
        fill={c.white}
        stroke={c.line}
        opacity="0.85"
      />
      <circle cx="333" cy="264" r="8" fill={c.sky100} />
      <circle cx="333" cy="264" r="3.5" fill={c.sky500} />
      <rect x="346" y="256" width="52" height="6" rx="3" fill={c.ink700} opacity="0.7" />
      <rect x="346" y="267" width="38" height="5" rx="2.5" fill={c.line} />

      <text x="320" y="302" fontSize="7.5" fill={c.ink500}>
        {copy.bookings}
      </text>
      {[16, 22, 18, 30, 26, 38, 44].map((h, i) => (
        <rect
          key={i}
          x={321 + i * 13}
          y={352 - h}
          width="8"
          height={h}
          rx="2.5"
          fill={i === 6 ? c.coral500 : c.brand500}
        />
      ))}
    </svg>
  );
}
