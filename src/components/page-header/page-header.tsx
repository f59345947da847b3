import type { ReactNode } from 'react';

interface PageHeaderProps {
  /** Translated page title (the page's h1, id "page-title"). */
  title: string;
  /** One calm translated line under the title. */
  body: string;
  /** Links or buttons beside the title. */
  children?: ReactNode;
}

/** The quiet title block of a member page: an accent rule, the serif title, a line of text. */
export function PageHeader({ title, body, children }: PageHeaderProps) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="flex flex-col gap-3">
        <span aria-hidden="true" className="h-px w-16 bg-accent/70" />
        <h1 id="page-title" className="font-serif text-3xl tracking-tight text-fg sm:text-4xl">
          {title}
        </h1>
        <p className="text-lg leading-relaxed text-muted">{body}</p>
      </div>
      {children}
    </header>
  );
}
