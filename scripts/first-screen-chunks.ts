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
}

// lucide-react's index re-exports every icon: following it would make every icon look imported by
// every module that uses one. The icons a module really imports are read from its import of it.
const ICON_INDEX = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;
const ICON_EXPORT = /export\s*\{([^}]*)\}\s*from\s*["']\.\/icons\/([\w-]+\.mjs)["']/g;

function iconFiles(graph: ModuleGraph, indexId: string): Map<string, string> {
  const byName = new Map<string, string>();
  const code = graph.getModuleInfo(indexId)?.code ?? '';
  const dir = indexId.slice(0, indexId.lastIndexOf('/') + 1);
  for (const [, names = '', file = ''] of code.matchAll(ICON_EXPORT)) {
    for (const part of names.split(',')) {
      const name = /default\s+as\s+(\w+)/.exec(part)?.[1];
      if (name) byName.set(name, `${dir}icons/${file}`);
    }
  }
  return byName;
}

function staticImports(graph: ModuleGraph, id: string, icons: (indexId: string) => Map<string, string>): string[] {
  const info = graph.getModuleInfo(id);
  if (!info) return [];
  const imports: string[] = [];
  for (const imported of info.importedIds) {
    if (!ICON_INDEX.test(imported)) {
      imports.push(imported);
      continue;
    }
    const files = icons(imported);
    for (const [, names = ''] of (info.code ?? '').matchAll(ICON_IMPORT)) {
      for (const part of names.split(',')) {
        const file = files.get(part.trim().split(/\s+as\s+/)[0] ?? '');
        if (file) imports.push(file);
      }
    }
  }
  return imports;
}

/** The group of the entry's own modules. */
export const ENTRY = 'index';

/**
 * A name for `codeSplitting.groups`: for a module one or more first screens need and the entry does
 * not, the names of those screens joined by '~' ('landing~home'); otherwise null.
 */
export function firstScreenChunks({ root, entry, screens }: FirstScreens) {
  let assigned: Map<string, string> | null = null;

  function assign(graph: ModuleGraph): Map<string, string> {
    const iconIndexes = new Map<string, Map<string, string>>();
    const icons = (indexId: string) => {
      let files = iconIndexes.get(indexId);
      if (!files) iconIndexes.set(indexId, (files = iconFiles(graph, indexId)));
      return files;
    };
    const closure = (roots: readonly string[], skip: ReadonlySet<string>) => {
      const seen = new Set<string>();
      const pending = roots.map((file) => root + file);
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (seen.has(id) || skip.has(id)) continue;
        seen.add(id);
        pending.push(...staticImports(graph, id, icons));
      }
      return seen;
    };
    const fromEntry = closure([entry], new Set());
    const screensOf = new Map<string, string[]>();
    for (const [name, roots] of Object.entries(screens)) {
      for (const id of closure(roots, fromEntry)) screensOf.set(id, [...(screensOf.get(id) ?? []), name]);
    }
    const assigned = new Map<string, string>([...fromEntry].map((id) => [id, ENTRY]));
    for (const [id, names] of screensOf) if (!/\.css(\?|$)/.test(id)) assigned.set(id, names.join('~'));
    return assigned;
  }

  return (id: string, graph: ModuleGraph): string | null => {
    assigned ??= assign(graph);
    return assigned.get(id) ?? null;
  };
}
