import type { ReactNode } from 'react';

interface ProseSectionProps {
  /** A stable anchor: links such as /explore#why-tracing land on it. */
  id: string;
  /** The translated heading (an h2). */
  title: string;
  children: ReactNode;
}

/** A titled section of a long page: its heading is the target of the page's contents and of links. */
export function ProseSection({ id, title, children }: ProseSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="flex scroll-mt-8 flex-col gap-5">
      <h2 id={`${id}-heading`} className="font-serif text-2xl tracking-tight text-fg sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
