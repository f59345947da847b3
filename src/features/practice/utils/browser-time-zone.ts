/** The IANA zone this browser runs in, which the server counts practice days in. */
export function browserTimeZone(): string {
  // Some embedded runtimes answer undefined; UTC keeps the dashboard working there.
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
