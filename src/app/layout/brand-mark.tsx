/** The logo: one unhurried brush stroke inside a circle. Decorative; the link carries the name. */
export function BrandMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8" fill="none">
      <circle cx="16" cy="16" r="14.5" className="stroke-line" strokeWidth="1.5" />
      <path
        d="M8 19c3.5-6 7-8 9.5-6.5S18 18 24 12"
        className="stroke-accent"
        strokeWidth="2.25"
        strokeLinecap="round"
      />
    </svg>
  );
}
