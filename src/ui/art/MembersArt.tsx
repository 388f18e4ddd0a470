import { useId } from 'react';
import { membersArt as copy } from '../../content/howItWorks';
import { formatClock } from '../../i18n/format';
import './art.css';
import { c } from './palette';

const routine = [
  { ...copy.routine.mon, time: formatClock(7), fill: c.brand100, dot: c.brand500 },
  { ...copy.routine.wed, time: formatClock(18, 30), fill: c.sky100, dot: c.sky500 },
  { ...copy.routine.thu, time: formatClock(19), fill: c.lilac100, dot: c.lilac500 },
  { ...copy.routine.sat, time: formatClock(11), fill: c.coral100, dot: c.coral500 },
];

// A member's week planned in the app: the "custom routine" the members page talks about.
export function MembersArt() {
  const shadow = `${useId()}-shadow`;
  return (
    <svg className="art art--mirrored" viewBox="0 0 480 420" aria-hidden="true" focusable="false">
      <defs>
        <filter id={shadow} x="-20%" y="-20%" width="140%" height="150%">
          <feDropShadow dx="0" dy="12" stdDeviation="14" floodColor="#14201d" floodOpacity="0.14" />
        </filter>
      </defs>
      <circle cx="250" cy="210" r="190" fill={c.brand50} />
      <circle cx="420" cy="70" r="26" fill={c.sun500} />
      <rect
        x="28"
        y="300"
        width="70"
        height="70"
        rx="20"
        fill={c.lilac100}
        transform="rotate(-14 63 335)"
      />
      <g filter={`url(#${shadow})`}>
        <rect x="70" y="52" width="320" height="300" rx="26" fill={c.white} />
      </g>
      <text x="98" y="94" fontSize="20" fontWeight="800" fill={c.ink900} className="art__display">
        {copy.title}
      </text>
      <text x="98" y="116" fontSize="12" fill={c.ink500}>
        {copy.sessions}
      </text>
      <rect x="298" y="78" width="68" height="26" rx="13" fill={c.brand700} />
      <text x="332" y="95" fontSize="11" fontWeight="700" textAnchor="middle" fill={c.white}>
        {copy.add}
      </text>
      {routine.map((item, i) => {
        const y = 136 + i * 52;
        return (
          <g key={item.day}>
            <text x="98" y={y + 27} fontSize="12" fontWeight="700" fill={c.ink600}>
              {item.day}
            </text>
            <rect x="140" y={y} width="226" height="42" rx="12" fill={item.fill} />
            <circle cx="160" cy={y + 21} r="6" fill={item.dot} />
            <text x="176" y={y + 25} fontSize="12.5" fontWeight="700" fill={c.ink900}>
              {item.title}
            </text>
            <text x="354" y={y + 25} fontSize="11" textAnchor="end" fill={c.ink600}>
              {item.time}
            </text>
          </g>
        );
      })}
      <g filter={`url(#${shadow})`}>
        <rect x="280" y="322" width="176" height="72" rx="20" fill={c.sun500} />
      </g>
      <text x="300" y="350" fontSize="11" fontWeight="600" fill={c.ink900}>
        {copy.savedTitle}
      </text>
      <text x="300" y="377" fontSize="21" fontWeight="800" fill={c.ink900} className="art__display">
        {copy.saved}
      </text>
      <g filter={`url(#${shadow})`}>
        <circle cx="54" cy="100" r="28" fill={c.coral500} />
      </g>
      <path
        d="M54 114s-13-8-13-17.5a7.5 7.5 0 0 1 13-4.6 7.5 7.5 0 0 1 13 4.6C67 106 54 114 54 114Z"
        fill={c.white}
      />
    </svg>
  );
}
