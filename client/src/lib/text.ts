export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'long_term' → 'long term': stored values are shown with underscores replaced by spaces. */
export function humanizeValue(value: string): string {
  return value.replaceAll('_', ' ');
}
