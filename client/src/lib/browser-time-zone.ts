/** The browser's IANA time zone, or its offset from UTC ('+05:30') when it names none. */
export function browserTimeZone(): string {
  const named = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (named) return named;
  const minutes = -new Date().getTimezoneOffset();
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
