import { egyptMapArt } from '../../content/about';
import './art.css';
import { c } from './palette';

const cities = [
  { id: 'alexandria', x: 128, y: 78, anchor: 'end' },
  { id: 'cairo', x: 178, y: 128, anchor: 'start' },
  { id: 'hurghada', x: 296, y: 232, anchor: 'start' },
  { id: 'luxor', x: 236, y: 300, anchor: 'start' },
  { id: 'aswan', x: 226, y: 368, anchor: 'end' },
] as const;

// An abstract map: the Nile and its delta with the cities members book in.
export function EgyptMapArt() {
  return (
    <svg className="art" viewBox="0 0 420 420" aria-hidden="true" focusable="false">
      <rect x="10" y="10" width="400" height="400" rx="36" fill={c.sun100} />
      <path d="M330 150 L410 110 V410 H250 Z" fill={c.sky100} />
      <path d="M10 10 H410 V52 Q300 70 210 56 T10 62 Z" fill={c.sky100} />
      <path
        d="M210 404 C200 360 250 330 236 290 S200 230 206 190 S184 140 176 120"
        fill="none"
        stroke={c.sky500}
        strokeWidth="7"
        strokeLinecap="round"
      />
      <path
        d="M176 120 C160 98 130 84 118 62 M176 120 C184 96 200 80 214 60 M176 120 C170 96 166 80 166 60"
        fill="none"
        stroke={c.sky500}
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="64" cy="330" r="34" fill={c.sun300} />
      <path d="M40 344h48M46 352h36" stroke={c.sun500} strokeWidth="4" strokeLinecap="round" />
      {cities.map((city) => {
        const isCairo = city.id === 'cairo';
        const dx = city.anchor === 'end' ? -16 : 16;
        return (
          <g key={city.id}>
            <circle cx={city.x} cy={city.y} r={isCairo ? 14 : 10} fill={c.white} />
            <circle
              cx={city.x}
              cy={city.y}
              r={isCairo ? 8 : 5.5}
              fill={isCairo ? c.coral500 : c.brand700}
            />
            <text
              x={city.x + dx}
              y={city.y + 5}
              fontSize={isCairo ? 15 : 13}
              fontWeight="700"
              textAnchor={city.anchor}
              fill={c.ink900}
            >
              {egyptMapArt.cities[city.id]}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
