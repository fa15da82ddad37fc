const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'YYYY-MM-DD' (or an ISO instant) as '15 Jan 2027', read as a UTC day. */
export function formatDay(value: string): string {
  return dayFormat.format(new Date(`${value.slice(0, 10)}T00:00:00Z`));
}
