import { describe, expect, it } from 'vitest';
import { ENTRY, firstScreenChunks, firstScreenFiles, type BuiltFile, type ModuleGraph } from './first-screen-chunks';

const root = '/repo/';
const icons = `${root}node_modules/lucide-react/dist/esm/lucide-react.mjs`;
const icon = (file: string) => `${root}node_modules/lucide-react/dist/esm/icons/${file}`;
const reactQuery = (file: string) => `${root}node_modules/@tanstack/react-query/build/modern/${file}`;
const queryCore = (file: string) => `${root}node_modules/@tanstack/query-core/build/modern/${file}`;

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
  [`${root}main.tsx`]: {
    imports: [`${root}react.js`, icons, reactQuery('index.js')],
    code: `import { WifiOff } from "lucide-react";\nimport { QueryClient, useQuery } from "@tanstack/react-query";`,
  },
  [`${root}react.js`]: {},
  [`${root}landing.tsx`]: {
    imports: [`${root}react.js`, `${root}button.tsx`, `${root}price-card.tsx`, icons],
    code: `import { ArrowRight, Users as People } from "lucide-react";`,
  },
  [`${root}auth.tsx`]: {
    imports: [`${root}button.tsx`, `${root}form.tsx`, reactQuery('index.js')],
    code: `import { useMutation as useChange } from "@tanstack/react-query";`,
  },
  [`${root}home.tsx`]: { imports: [`${root}button.tsx`, `${root}price-card.tsx`, `${root}form.tsx`] },
  [`${root}button.tsx`]: { imports: [`${root}react.js`] },
  [`${root}price-card.tsx`]: { imports: [icons], code: `import { Info } from "lucide-react";` },
  [`${root}form.tsx`]: { imports: [`${root}index.css`] },
  [`${root}index.css`]: {},
  [`${root}glossary-tab.tsx`]: { imports: [icons], code: `import { BookOpen } from "lucide-react";` },
  [reactQuery('index.js')]: {
    imports: [reactQuery('useQuery.js'), reactQuery('useMutation.js'), queryCore('index.js')],
    code: [
      `import { useQuery } from "./useQuery.js";`,
      `import { useMutation } from "./useMutation.js";`,
      `export * from "@tanstack/query-core";`,
      `export { useMutation, useQuery };`,
    ].join('\n'),
  },
  [reactQuery('useQuery.js')]: {
    imports: [queryCore('index.js')],
    code: `import { QueryObserver } from "@tanstack/query-core";`,
  },
  [reactQuery('useMutation.js')]: {
    imports: [queryCore('index.js')],
    code: `import { MutationObserver } from "@tanstack/query-core";`,
  },
  [queryCore('index.js')]: {
    imports: ['queryClient.js', 'queryObserver.js', 'mutationObserver.js', 'hydration.js'].map(queryCore),
    code: [
      `import { QueryClient } from "./queryClient.js";`,
      `import { QueryObserver } from "./queryObserver.js";`,
      `import { MutationObserver } from "./mutationObserver.js";`,
      `import { hydrate } from "./hydration.js";`,
      `export { MutationObserver, QueryClient, QueryObserver, hydrate as hydrateAll };`,
    ].join('\n'),
  },
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

  it("follows React Query's indexes by the names imported, through `export *`", () => {
    for (const file of [reactQuery('useQuery.js'), queryCore('queryClient.js'), queryCore('queryObserver.js')]) {
      expect(chunkOf(file, app), file).toBe(ENTRY);
    }
    expect(chunkOf(reactQuery('useMutation.js'), app)).toBe('auth');
    expect(chunkOf(queryCore('mutationObserver.js'), app)).toBe('auth');
    expect(chunkOf(queryCore('hydration.js'), app)).toBeNull();
  });

  it('follows a whole index when a module imports all of it', () => {
    const withEverything = graph({
      [`${root}index.html`]: { imports: [`${root}everything.tsx`] },
      [`${root}everything.tsx`]: {
        imports: [reactQuery('index.js')],
        code: `import * as query from "@tanstack/react-query";`,
      },
      [reactQuery('index.js')]: { imports: [reactQuery('useMutation.js')] },
      [reactQuery('useMutation.js')]: {},
    });
    const chunks = firstScreenChunks({ root, entry: 'index.html', screens: {} });
    expect(chunks(reactQuery('useMutation.js'), withEverything)).toBe(ENTRY);
  });

  it('groups what a part fetched after the screen shares with a first screen, and leaves the rest of it', () => {
    const withOfflineWork = graph({
      [`${root}index.html`]: { imports: [`${root}main.tsx`] },
      [`${root}main.tsx`]: {},
      [`${root}auth.tsx`]: { imports: [`${root}mutation.js`] },
      [`${root}offline-work.ts`]: { imports: [`${root}mutation.js`, `${root}persist.js`] },
      [`${root}mutation.js`]: {},
      [`${root}persist.js`]: {},
    });
    const chunks = firstScreenChunks({
      root,
      entry: 'index.html',
      screens: { auth: ['auth.tsx'] },
      afterScreens: { 'offline-work': ['offline-work.ts'] },
    });
    expect(chunks(`${root}mutation.js`, withOfflineWork)).toBe('auth~offline-work');
    expect(chunks(`${root}auth.tsx`, withOfflineWork)).toBe('auth');
    expect(chunks(`${root}offline-work.ts`, withOfflineWork)).toBeNull();
    expect(chunks(`${root}persist.js`, withOfflineWork)).toBeNull();
  });

  it('leaves what no first screen needs, and stylesheets, to the default splitting', () => {
    expect(chunkOf(`${root}glossary-tab.tsx`, app)).toBeNull();
    expect(chunkOf(icon('book-open.mjs'), app)).toBeNull();
    expect(chunkOf(`${root}index.css`, app)).toBeNull();
  });
});

describe('firstScreenFiles', () => {
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false): BuiltFile => ({
    type: 'chunk',
    fileName,
    isEntry,
    moduleIds: moduleIds.map((id) => root + id),
    imports,
  });
  const bundle = Object.fromEntries(
    [
      chunk('assets/index-1.js', ['main.tsx', 'react.js'], ['assets/vendor-2.js'], true),
      chunk('assets/vendor-2.js', ['vendor.js']),
      chunk('assets/landing-3.js', ['landing.tsx'], ['assets/index-1.js', 'assets/landing~home-4.js']),
      chunk('assets/landing~home-4.js', ['price-card.tsx'], ['assets/index-1.js', 'assets/vendor-2.js']),
      chunk('assets/home-5.js', ['home.tsx', 'guide.tsx'], ['assets/landing~home-4.js']),
      chunk('assets/glossary-6.js', ['glossary-tab.tsx'], ['assets/home-5.js']),
      { type: 'asset', fileName: 'assets/index-7.css' } satisfies BuiltFile,
    ].map((file) => [file.fileName, file]),
  );

  it("lists each screen's chunks and what they import, without what the entry has loaded", () => {
    expect(
      firstScreenFiles(bundle, { root, screens: { landing: ['landing.tsx'], home: ['home.tsx', 'guide.tsx'] } }),
    ).toEqual({
      landing: ['/assets/landing-3.js', '/assets/landing~home-4.js'],
      home: ['/assets/home-5.js', '/assets/landing~home-4.js'],
    });
  });

  it('refuses a screen no chunk holds', () => {
    expect(() => firstScreenFiles(bundle, { root, screens: { auth: ['auth.tsx'] } })).toThrow(/auth/);
  });
});
