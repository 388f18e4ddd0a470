import { downloadArt as copy } from '../../content/howItWorks';
import './art.css';
import { c } from './palette';

// The member app right after a booking: drawn for the dark download call to action.
export function DownloadArt() {
  return (
    <svg className="art art--mirrored" viewBox="0 0 360 420" aria-hidden="true" focusable="false">
      <circle cx="190" cy="220" r="160" fill={c.brand700} />
      <circle cx="306" cy="84" r="30" fill={c.sun500} />
      <circle cx="54" cy="330" r="16" fill={c.coral500} />
      <rect x="96" y="24" width="196" height="384" rx="34" fill={c.ink900} />
      <rect x="106" y="34" width="176" height="364" rx="26" fill={c.white} />
      <rect x="164" y="44" width="60" height="12" rx="6" fill={c.ink900} />
      <circle cx="194" cy="110" r="30" fill={c.brand100} />
      <circle cx="194" cy="110" r="20" fill={c.brand700} />
      <path
        className="art__upright"
        d="m185 110 6 6 12-12"
        fill="none"
        stroke={c.white}
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text
        x="194"
        y="164"
        fontSize="15"
        fontWeight="800"
        textAnchor="middle"
        fill={c.ink900}
        className="art__display"
      >
        {copy.title}
      </text>
      <text x="194" y="182" fontSize="10" textAnchor="middle" fill={c.ink500}>
        {copy.subtitle}
      </text>
      <rect x="120" y="198" width="148" height="128" rx="16" fill={c.muted} />
      <text x="134" y="222" fontSize="9" fill={c.ink500}>
        {copy.classLabel}
      </text>
      <text x="134" y="238" fontSize="13" fontWeight="700" fill={c.ink900}>
        {copy.className}
      </text>
      <text x="134" y="262" fontSize="9" fill={c.ink500}>
        {copy.whenLabel}
      </text>
      <text x="134" y="277" fontSize="11" fontWeight="600" fill={c.ink900}>
        {copy.when}
      </text>
      <path d="M130 292h128" stroke={c.line} strokeWidth="2" strokeDasharray="4 4" />
      <text x="134" y="313" fontSize="10" fill={c.ink600}>
        {copy.spot}
      </text>
      <rect x="214" y="302" width="42" height="16" rx="8" fill={c.sun100} />
      <text x="235" y="313" fontSize="8" fontWeight="700" textAnchor="middle" fill={c.ink900}>
        {copy.place}
      </text>
      <rect x="120" y="342" width="148" height="36" rx="18" fill={c.brand700} />
      <text x="194" y="364" fontSize="11" fontWeight="700" textAnchor="middle" fill={c.white}>
        {copy.addToCalendar}
      </text>
    </svg>
  );
}
