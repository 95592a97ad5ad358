import type { SearchPart } from '@station/shared';

/** A text with its matched words in <mark>: parts from the server or the offline search, never HTML. */
export function Highlighted({ parts }: { parts: SearchPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.hit ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never move, the index is their identity
          <mark key={index}>{part.text}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
