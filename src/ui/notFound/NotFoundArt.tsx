// "4 kettlebell 4": the 404 drawn as gym kit, resting on a mat. Decorative only. The
// kettlebell stands for a Latin 0, so the picture keeps Latin digits on Arabic pages too.
export function NotFoundArt() {
  return (
    <svg className="not-found__art ltr" viewBox="0 0 360 240" aria-hidden="true" focusable="false">
      <circle cx="180" cy="112" r="104" className="nf-halo" />
      <circle cx="292" cy="46" r="14" className="nf-sun" />
      <path d="M40 52l6 6M46 52l-6 6M318 150l6 6M324 150l-6 6" className="nf-spark" />
      <rect x="34" y="196" width="292" height="16" rx="8" className="nf-mat" />
      <path d="M34 204h292" className="nf-mat-line" />
      <text x="78" y="186" className="nf-digit" textAnchor="middle">
        4
      </text>
      <text x="282" y="186" className="nf-digit" textAnchor="middle">
        4
      </text>
      <path
        d="M150 122c-8-10-12-22-12-34a22 22 0 0 1 22-22h40a22 22 0 0 1 22 22c0 12-4 24-12 34"
        className="nf-handle"
        strokeWidth="14"
        strokeLinejoin="round"
      />
      <path
        d="M180 96a52 52 0 0 1 40 85.4 8 8 0 0 1-6 2.6h-68a8 8 0 0 1-6-2.6A52 52 0 0 1 180 96z"
        className="nf-bell"
      />
      <ellipse cx="158" cy="132" rx="8" ry="15" className="nf-shine" />
      <text x="180" y="166" className="nf-label" textAnchor="middle">
        ?
      </text>
    </svg>
  );
}
