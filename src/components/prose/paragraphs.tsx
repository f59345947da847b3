/**
 * A translated text of one or more paragraphs, written in the messages with a blank line between
 * them, as paragraphs of readable length.
 */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <div
      className={['flex max-w-prose flex-col gap-4 leading-relaxed text-muted', className]
        .filter(Boolean)
        .join(' ')}
    >
      {text.split(/\n\s*\n/).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
