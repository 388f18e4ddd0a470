import { Link } from '@tanstack/react-router';
import type { Inline, LegalBlock, RichText as RichTextValue } from '../../content/legal';

function InlinePart({ part }: { part: Inline }) {
  if (typeof part === 'string') return part;
  if ('lead' in part) return <strong className="legal__lead">{part.lead}</strong>;
  if ('to' in part) return <Link to={part.to}>{part.text}</Link>;
  if ('href' in part)
    // Links here are addresses (mail, web): kept left to right inside Arabic sentences.
    return (
      <a href={part.href} dir="ltr" className="ltr">
        {part.text}
      </a>
    );
  if (part.value !== null) return String(part.value);
  // Undecided values stay visible and unmistakable rather than silently blank.
  return <mark className="legal-pending">[{part.placeholder}]</mark>;
}

export function RichText({ value }: { value: RichTextValue }) {
  if (typeof value === 'string') return value;
  return value.map((part, index) => <InlinePart key={index} part={part} />);
}

export function LegalBlocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return blocks.map((block, index) =>
    typeof block === 'object' && 'list' in block ? (
      <ul key={index} className="legal__list">
        {block.list.map((item, itemIndex) => (
          <li key={itemIndex}>
            <RichText value={item} />
          </li>
        ))}
      </ul>
    ) : (
      <p key={index}>
        <RichText value={block} />
      </p>
    ),
  );
}
