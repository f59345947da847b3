import { useId, type ReactNode } from 'react';

interface ProfileSectionProps {
  heading: string;
  intro?: string;
  children?: ReactNode;
  testId?: string;
  /** An anchor for links such as /profile#subscription. */
  id?: string;
}

/** One titled card of the profile page. */
export function ProfileSection({ heading, intro, children, testId, id: anchor }: ProfileSectionProps) {
  const id = useId();
  return (
    <section
      id={anchor}
      aria-labelledby={id}
      data-testid={testId}
      className="flex scroll-mt-6 flex-col gap-4 rounded-3xl border border-line bg-surface p-6 sm:p-8"
    >
      <div className="flex flex-col gap-1.5">
        <h2 id={id} className="font-serif text-2xl tracking-tight text-fg">
          {heading}
        </h2>
        {intro && <p className="leading-relaxed text-muted">{intro}</p>}
      </div>
      {children}
    </section>
  );
}
