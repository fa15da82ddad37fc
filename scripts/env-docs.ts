// The environment variables' documentation, written from their one description in
// server/src/config/env.ts (envSchema): .env.example, and the table in docs/deploy.md between its markers.
import path from 'node:path';
import * as prettier from 'prettier';
import { envSchema, envVariableDoc, type EnvVariableName } from '../server/src/config/env';

export const envExampleFile = '.env.example';
export const deployDocFile = 'docs/deploy.md';

const TABLE_START = '<!-- npm run docs:env writes this table from server/src/config/env.ts -->';
const TABLE_END = '<!-- end of the table npm run docs:env writes -->';
const COMMENT_WIDTH = 100;

/** Every variable with its documentation, in the order envSchema declares them. */
const entries = () =>
  (Object.keys(envSchema.shape) as EnvVariableName[]).map((name) => [name, envVariableDoc(name)] as const);

/** Markdown links as their text: .env.example is read as plain text. */
const plain = (markdown: string) => markdown.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');

/** Text as `# ` comment lines of at most COMMENT_WIDTH characters. */
function comment(text: string): string {
  const lines: string[] = [];
  let line = '#';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line.length + 1 + word.length > COMMENT_WIDTH && line !== '#') {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  lines.push(line);
  return lines.join('\n');
}

/** A comment line's first letter in capitals, and a full stop at its end. */
const sentence = (text: string) => {
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
};

/** .env.example: every variable with its default, under its description. */
export function envExample(): string {
  const parts = [
    comment(
      'Arkad server settings. Copy to .env (read at start) and adjust; every value shown is the default. ' +
        'Empty means "not set".',
    ),
    comment('Written by `npm run docs:env` from server/src/config/env.ts: edit the descriptions there.'),
  ];
  let text = parts.join('\n') + '\n';
  for (const [name, variable] of entries()) {
    if (variable.group) text += `\n${comment(plain(variable.group))}\n\n`;
    else text += '\n';
    const whenEmpty = variable.whenEmpty ? ` Empty: \`${variable.whenEmpty}\`.` : '';
    text += `${comment(sentence(plain(variable.description)) + whenEmpty)}\n${name}=${variable.default}\n`;
  }
  return text;
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** docs/deploy.md with its table of every variable rewritten (formatted as Prettier does). */
export async function deployDoc(root: string, current: string): Promise<string> {
  const start = current.indexOf(TABLE_START);
  const end = current.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`${deployDocFile} has lost the markers around its variable table`);
  const rows = entries().map(([name, variable]) => {
    const shown = variable.whenEmpty ?? variable.default;
    return `| \`${name}\` | ${shown === '' ? '(empty)' : `\`${cell(shown)}\``} | ${cell(variable.description)} |`;
  });
  const table = ['| variable | default | meaning |', '| --- | --- | --- |', ...rows].join('\n');
  const text = `${current.slice(0, start)}${TABLE_START}\n\n${table}\n\n${current.slice(end)}`;
  const file = path.join(root, deployDocFile);
  const options = (await prettier.resolveConfig(file, { editorconfig: true })) ?? {};
  return prettier.format(text, { ...options, filepath: file });
}
