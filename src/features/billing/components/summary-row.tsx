import type { ReactNode } from 'react';

/** One labelled line of a payment summary (a `<dt>`/`<dd>` pair inside a `<dl>`). */
export function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5">
      <dt className="text-sm text-muted">{label}</dt>
      {/* A long value (an email on a phone) breaks rather than running out of the card. */}
      <dd className="min-w-0 text-end text-sm font-medium [overflow-wrap:anywhere] text-fg">{children}</dd>
    </div>
  );
}
