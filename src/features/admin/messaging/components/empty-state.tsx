/** A dashed box saying a list is empty. */
export function EmptyState({ text }: { text: string }) {
  return (
    <p className="rounded-2xl border border-dashed border-line px-4 py-8 text-center text-muted">{text}</p>
  );
}
