import type { ReactNode } from 'react';

interface FormMessageProps {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
  testId?: string;
}

/** A calm message block above or below a form; errors are announced at once, others politely. */
export function FormMessage({ tone, children, testId }: FormMessageProps) {
  const toneClass =
    tone === 'error'
      ? 'border-red-400/40 bg-red-500/10 text-red-700 dark:text-red-200'
      : tone === 'success'
        ? 'border-accent/40 bg-accent/10 text-fg'
        : 'border-line bg-surface text-muted';
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={`rounded-xl border px-4 py-3 text-sm leading-relaxed ${toneClass}`}
    >
      {children}
    </p>
  );
}
