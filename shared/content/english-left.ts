/**
 * Finds English left in a translated text (issue 48): every English catalogue message that the other
 * language words differently, as plain text (messages with placeholders or tags are left out: their
 * English parts are not fixed text), found as whole words outside quotation marks. Quoted titles stay
 * as published ("Bitcoin: A Peer-to-Peer Electronic Cash System"), so they are not checked.
 */
export type Catalogue = Readonly<Record<string, string>>;

const QUOTED = /"[^"\n]*"|“[^”\n]*”|«[^»\n]*»/g;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function englishMessageFinder(english: Catalogue, translated: Catalogue): (text: string) => string[] {
  const patterns = Object.entries(english)
    .filter(([id, text]) => !/[{<]/.test(text) && text.length >= 6 && translated[id] !== text)
    .map(([, text]) => ({ text, pattern: new RegExp(`(^|\\W)${escape(text)}(\\W|$)`) }));
  return (text) => {
    const unquoted = text.replace(QUOTED, ' ');
    return patterns.filter(({ pattern }) => pattern.test(unquoted)).map(({ text: message }) => message);
  };
}
