/**
 * Characters a name, a username or a month label never holds (issue 43): they are invisible or
 * change how the text around them is shown, so a public page (a certificate, a shared link) could
 * be made to read otherwise than it is stored.
 *
 * - `\p{Cc}`: C0 and C1 controls (NUL, escape, line breaks ...);
 * - `\p{Zl}`, `\p{Zp}`: the line and paragraph separators U+2028, U+2029;
 * - `\p{Default_Ignorable_Code_Point}`: zero-width space, joiners (U+200B-U+200D), word joiner
 *   U+2060, BOM U+FEFF, soft hyphen U+00AD, variation selectors, U+180E, the Hangul fillers, tags
 *   ... (Unicode's DerivedCoreProperties.txt);
 * - the bidirectional controls U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069 (Unicode's
 *   UAX #9, table 'Bidirectional Formatting Characters'), named as well though Unicode counts them
 *   default-ignorable too.
 */
const INVISIBLE_OR_CONTROL =
  /[\p{Cc}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** Whether `text` has none of INVISIBLE_OR_CONTROL. */
export function isVisibleText(text: string): boolean {
  return !INVISIBLE_OR_CONTROL.test(text);
}
