// How the client build groups the code of each page's first screen (docs/decisions/015). Rolldown
// splits by lazy import: a module that two lazily loaded parts share gets a chunk of its own, and
// with icons and small helpers shared everywhere that made 15-40 files of a few hundred bytes for a
// first load, each costing a request and its headers. Here the modules each first screen needs
// (beyond the entry, which every page loads anyway) are grouped by the set of first screens that
// need them: what only the landing page needs is one chunk, what the landing page and home share is
// another, and so on. Modules that no first screen needs are left to Rolldown's own splitting.

/** What the chunking callback may ask Rolldown about a module. */
interface ModuleInfoLike {
  importedIds: readonly string[];
  code: string | null;
}
export interface ModuleGraph {
  getModuleInfo(id: string): ModuleInfoLike | null;
}

export interface FirstScreens {
  /** The project root, with a trailing slash (module ids are absolute paths). */
  root: string;
  /** The client's entry module, relative to the root. */
  entry: string;
  /** Each first screen by name: the modules it loads, lazily, to show itself (relative to the root). */
  screens: Record<string, readonly string[]>;
  /**
   * Lazy parts that a first load fetches once its screen is shown (by name, like `screens`). A
   * module one of them shares with a first screen is grouped with both ('auth~offline-work'), so
   * loading the part does not fetch that screen's chunk; a module only they need is left to the
   * default splitting, so no other lazy chunk depends on theirs.
   */
  afterScreens?: Record<string, readonly string[]>;
}

// Some packages' index modules only re-export: lucide-react's index re-exports every icon, React
// Query's every hook and class (and, with `export *`, all of query-core's). Following such an index
// would make every module it re-exports look imported by every module that imports one name from
// it: every icon, and React Query's hydration, infinite queries and mutation state, would land in
// the entry. The names a module really imports are read from its import of the index, and only the
// files that define them are followed. An import of the index that cannot be read by name
// (`import * as`, `export *`, a name the index does not list) follows the whole index, as before.
const INDEXES: readonly { specifier: string; id: RegExp }[] = [
  { specifier: 'lucide-react', id: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/ },
  { specifier: '@tanstack/react-query', id: /[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]index\.js$/ },
  { specifier: '@tanstack/query-core', id: /[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]index\.js$/ },
];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const NAMED_FROM = /(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const EXPORT_LIST = /export\s*\{([^}]*)\}\s*;/g;
const STAR_FROM = /export\s*\*\s*from\s*["']([^"']+)["']/g;

/** `a`, `b as c`, `default as D`, `type T` -> [local, exported] pairs (types left out). */
function specifiers(list: string): [string, string][] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => {
      const [local = '', exported = local] = part.split(/\s+as\s+/);
      return [local, exported];
    });
}

/** What an index module offers: each exported name's file, and the indexes it re-exports whole. */
interface IndexExports {
  files: Map<string, string>;
  stars: string[];
}

/** Each name an index exports, with the file (relative to the index) that defines it. */
function exportedFiles(code: string): Map<string, string> {
  const files = new Map<string, string>();
  const localFiles = new Map<string, string>();
  for (const [statement = '', list = '', from = ''] of code.matchAll(NAMED_FROM)) {
    if (!from.startsWith('.')) continue;
    const names = statement.startsWith('import') ? localFiles : files;
    for (const [, name] of specifiers(list)) names.set(name, from);
  }
  for (const [, list = ''] of code.matchAll(EXPORT_LIST)) {
    for (const [local, exported] of specifiers(list)) {
      const from = localFiles.get(local);
      if (from) files.set(exported, from);
    }
  }
  return files;
}

function readIndex(graph: ModuleGraph, indexId: string): IndexExports {
  const info = graph.getModuleInfo(indexId);
  const code = info?.code ?? '';
  const dir = indexId.slice(0, indexId.search(/[^\\/]*$/));
  const files = new Map([...exportedFiles(code)].map(([name, from]) => [name, dir + from.replace(/^\.\//, '')]));
  const stars: string[] = [];
  for (const [, from = ''] of code.matchAll(STAR_FROM)) {
    const index = INDEXES.find((candidate) => candidate.specifier === from);
    const id = index && info?.importedIds.find((imported) => index.id.test(imported));
    if (id) stars.push(id);
  }
  return { files, stars };
}

/** The files `names` of an index come from, or null if one of them cannot be found. */
function filesOf(names: string[], indexId: string, exportsOf: (indexId: string) => IndexExports): string[] | null {
  const found: string[] = [];
  for (const name of names) {
    const lookIn = [indexId];
    let file: string | undefined;
    for (let index = lookIn.shift(); index !== undefined && !file; index = lookIn.shift()) {
      const { files, stars } = exportsOf(index);
      file = files.get(name);
      lookIn.push(...stars);
    }
    if (!file) return null;
    found.push(file);
  }
  return found;
}

/** The files a module imports from an index it imports, by the names it imports; null: all of them. */
function importsFromIndex(
  code: string,
  specifier: string,
  indexId: string,
  exportsOf: (indexId: string) => IndexExports,
): string[] | null {
  const quoted = `["']${escape(specifier)}["']`;
  if (new RegExp(`(?:import|export)\\s*\\*[^;\\n]*from\\s*${quoted}`).test(code)) return null;
  let names: string[] | null = null;
  for (const [, list = '', from = ''] of code.matchAll(NAMED_FROM)) {
    if (from === specifier) names = [...(names ?? []), ...specifiers(list).map(([imported]) => imported)];
  }
  return names && filesOf(names, indexId, exportsOf);
}

function staticImports(graph: ModuleGraph, id: string, exportsOf: (indexId: string) => IndexExports): string[] {
  const info = graph.getModuleInfo(id);
  if (!info) return [];
  const imports: string[] = [];
  for (const imported of info.importedIds) {
    const index = INDEXES.find((candidate) => candidate.id.test(imported));
    const files = index && importsFromIndex(info.code ?? '', index.specifier, imported, exportsOf);
    if (files) imports.push(...files);
    else imports.push(imported);
  }
  return imports;
}

/** The group of the entry's own modules. */
export const ENTRY = 'index';

/**
 * A name for `codeSplitting.groups`: for a module one or more first screens need and the entry does
 * not, the names of those screens joined by '~' ('landing~home'); otherwise null.
 */
export function firstScreenChunks({ root, entry, screens, afterScreens = {} }: FirstScreens) {
  let assigned: Map<string, string> | null = null;

  function assign(graph: ModuleGraph): Map<string, string> {
    const indexes = new Map<string, IndexExports>();
    const exportsOf = (indexId: string) => {
      let exports = indexes.get(indexId);
      if (!exports) indexes.set(indexId, (exports = readIndex(graph, indexId)));
      return exports;
    };
    const closure = (roots: readonly string[], skip: ReadonlySet<string>) => {
      const seen = new Set<string>();
      const pending = roots.map((file) => root + file);
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (seen.has(id) || skip.has(id)) continue;
        seen.add(id);
        pending.push(...staticImports(graph, id, exportsOf));
      }
      return seen;
    };
    const fromEntry = closure([entry], new Set());
    const screensOf = new Map<string, string[]>();
    for (const [name, roots] of Object.entries({ ...screens, ...afterScreens })) {
      for (const id of closure(roots, fromEntry)) screensOf.set(id, [...(screensOf.get(id) ?? []), name]);
    }
    const assigned = new Map<string, string>([...fromEntry].map((id) => [id, ENTRY]));
    for (const [id, names] of screensOf) {
      if (/\.css(\?|$)/.test(id) || !names.some((name) => Object.hasOwn(screens, name))) continue;
      assigned.set(id, names.join('~'));
    }
    return assigned;
  }

  return (id: string, graph: ModuleGraph): string | null => {
    assigned ??= assign(graph);
    return assigned.get(id) ?? null;
  };
}

/** What the build says of a file it wrote: enough of Rolldown's output chunk and asset. */
export type BuiltFile =
  | { type: 'chunk'; fileName: string; isEntry: boolean; moduleIds: readonly string[]; imports: readonly string[] }
  | { type: 'asset'; fileName: string };

/**
 * For each first screen, the built files its lazy import fetches beyond what the entry has already
 * loaded: the chunks holding its modules and the chunks those import, as '/assets/...' paths. The
 * page asks for them while the entry downloads (index.html's preload script).
 */
export function firstScreenFiles(
  bundle: Record<string, BuiltFile>,
  { root, screens }: Pick<FirstScreens, 'root' | 'screens'>,
): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (names: readonly string[], skip: ReadonlySet<string>) => {
    const seen = new Set<string>();
    const pending = [...names];
    for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
      if (seen.has(name) || skip.has(name)) continue;
      seen.add(name);
      pending.push(...(byName.get(name)?.imports ?? []));
    }
    return seen;
  };
  const loaded = closure(
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
    new Set(),
  );
  return Object.fromEntries(
    Object.entries(screens).map(([name, modules]) => {
      const ids = new Set(modules.map((module) => root + module));
      const holding = chunks.filter((chunk) => chunk.moduleIds.some((id) => ids.has(id)));
      if (holding.length === 0) throw new Error(`No built chunk holds the first screen ${name}`);
      const files = closure(
        holding.map((chunk) => chunk.fileName),
        loaded,
      );
      return [name, [...files].sort().map((file) => `/${file}`)];
    }),
  );
}
