/**
 * The drawn padlock of premium content the plan does not include. An SVG rather than the 🔒
 * emoji, which shows as an empty box where no emoji font is installed. Decorative: the link it
 * sits in says 'locked' in words. `className` sizes and places it.
 */
export function LockIcon({ className }: { className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <rect x="5" y="11" width="14" height="9" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </svg>
  );
}
