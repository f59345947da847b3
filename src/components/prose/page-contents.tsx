export interface PageContentsItem {
  /** The section's anchor id. */
  id: string;
  /** The section's translated title. */
  label: string;
}

interface PageContentsProps {
  /** The translated name of the list ("On this page"). */
  label: string;
  items: readonly PageContentsItem[];
}

/**
 * The sections of a long page as plain fragment links: the browser scrolls to the section and
 * moves the keyboard's starting point there, and each link can be shared.
 */
export function PageContents({ label, items }: PageContentsProps) {
  return (
    <nav aria-label={label} className="rounded-3xl border border-line bg-surface/60 p-6">
      <p className="text-sm font-medium tracking-wide text-muted">{label}</p>
      <ol className="mt-3 gap-x-8 sm:columns-2">
        {items.map((item) => (
          <li key={item.id} className="mb-2 break-inside-avoid">
            <a href={`#${item.id}`} className="link-quiet focus-ring rounded-sm">
              {item.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
