import { describe, expect, it } from 'vitest';
import { ENTRY, firstScreenChunks, type ModuleGraph } from './first-screen-chunks';

const root = '/repo/';
const icons = `${root}node_modules/lucide-react/dist/esm/lucide-react.mjs`;
const icon = (file: string) => `${root}node_modules/lucide-react/dist/esm/icons/${file}`;

/** A module graph as Rolldown describes it: each module's static imports and its code. */
function graph(modules: Record<string, { imports?: string[]; code?: string }>): ModuleGraph {
  return {
    getModuleInfo: (id) => {
      const module = modules[id];
      return module ? { importedIds: module.imports ?? [], code: module.code ?? '' } : null;
    },
  };
}

const app = graph({
  [`${root}index.html`]: { imports: [`${root}main.tsx`] },
  [`${root}main.tsx`]: { imports: [`${root}react.js`, icons], code: `import { WifiOff } from "lucide-react";` },
  [`${root}react.js`]: {},
  [`${root}landing.tsx`]: {
    imports: [`${root}react.js`, `${root}button.tsx`, `${root}price-card.tsx`, icons],
    code: `import { ArrowRight, Users as People } from "lucide-react";`,
  },
  [`${root}auth.tsx`]: { imports: [`${root}button.tsx`, `${root}form.tsx`] },
  [`${root}home.tsx`]: { imports: [`${root}button.tsx`, `${root}price-card.tsx`, `${root}form.tsx`] },
  [`${root}button.tsx`]: { imports: [`${root}react.js`] },
  [`${root}price-card.tsx`]: { imports: [icons], code: `import { Info } from "lucide-react";` },
  [`${root}form.tsx`]: { imports: [`${root}index.css`] },
  [`${root}index.css`]: {},
  [`${root}glossary-tab.tsx`]: { imports: [icons], code: `import { BookOpen } from "lucide-react";` },
  [icons]: {
    imports: ['arrow-right.mjs', 'users.mjs', 'info.mjs', 'wifi-off.mjs', 'book-open.mjs'].map(icon),
    code: [
      `export { default as ArrowRight, default as ArrowRightIcon } from './icons/arrow-right.mjs';`,
      `export { default as LucideUsers, default as Users } from './icons/users.mjs';`,
      `export { default as Info } from './icons/info.mjs';`,
      `export { default as WifiOff } from './icons/wifi-off.mjs';`,
      `export { default as BookOpen } from './icons/book-open.mjs';`,
    ].join('\n'),
  },
});

const chunkOf = firstScreenChunks({
  root,
  entry: 'index.html',
  screens: { landing: ['landing.tsx'], auth: ['auth.tsx'], home: ['home.tsx'] },
});

describe('firstScreenChunks', () => {
  it("keeps the entry's modules, and the icons it imports, in the entry's group", () => {
    for (const id of [`${root}main.tsx`, `${root}react.js`, icon('wifi-off.mjs')]) {
      expect(chunkOf(id, app), id).toBe(ENTRY);
    }
  });

  it('groups each other module by the first screens that need it', () => {
    expect(chunkOf(`${root}landing.tsx`, app)).toBe('landing');
    expect(chunkOf(`${root}button.tsx`, app)).toBe('landing~auth~home');
    expect(chunkOf(`${root}price-card.tsx`, app)).toBe('landing~home');
    expect(chunkOf(`${root}form.tsx`, app)).toBe('auth~home');
  });

  it('places an icon with the modules that import it by name, not with every user of the icon index', () => {
    expect(chunkOf(icon('arrow-right.mjs'), app)).toBe('landing');
    expect(chunkOf(icon('users.mjs'), app)).toBe('landing');
    expect(chunkOf(icon('info.mjs'), app)).toBe('landing~home');
  });

  it('leaves what no first screen needs, and stylesheets, to the default splitting', () => {
    expect(chunkOf(`${root}glossary-tab.tsx`, app)).toBeNull();
    expect(chunkOf(icon('book-open.mjs'), app)).toBeNull();
    expect(chunkOf(`${root}index.css`, app)).toBeNull();
  });
});
