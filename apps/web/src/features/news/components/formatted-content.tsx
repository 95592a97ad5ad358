import { Fragment } from 'react';
import { type InlinePart, formatContent } from '../content-format.ts';
import '../news.css';

/** An article's content, formatted by content-format.ts, rendered as React text only. */
export function FormattedContent({ content }: { content: string | null | undefined }) {
  const blocks = formatContent(content);
  if (blocks.length === 0) return null;
  return (
    <div className="formatted-content">
      {blocks.map((block, index) =>
        block.type === 'separator' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one text never move
          <p key={index} className="formatted-content__separator" aria-hidden="true">
            {block.text}
          </p>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one text never move
          <p key={index}>
            {block.lines.map((line, lineIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one text never move
              <Fragment key={lineIndex}>
                {lineIndex > 0 && <br />}
                {line.map((part, partIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line never move
                  <Part key={partIndex} part={part} />
                ))}
              </Fragment>
            ))}
          </p>
        ),
      )}
    </div>
  );
}

function Part({ part }: { part: InlinePart }) {
  if (part.type === 'hashtag') return <span className="hashtag">{part.text}</span>;
  if (part.type === 'link') {
    return (
      <a href={part.href} target="_blank" rel="noopener noreferrer">
        {part.text}
      </a>
    );
  }
  return <>{part.text}</>;
}
