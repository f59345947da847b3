import type { ReactNode } from 'react';

interface SectionHeadingProps {
  /** The h2's id, for the section's aria-labelledby. */
  id: string;
  title: string;
  intro: string;
  /** A button beside the title (e.g. "New template"). */
  children?: ReactNode;
}

/** The title row of one of the page's sections. */
export function SectionHeading({ id, title, intro, children }: SectionHeadingProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 id={id} className="font-serif text-2xl tracking-tight">
          {title}
        </h2>
        <p className="text-sm text-muted">{intro}</p>
      </div>
      {children}
    </div>
  );
}
