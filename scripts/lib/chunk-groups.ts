/**
 * How the client's modules are grouped into chunks (decision 019). Left to itself the bundler gives every module
 * shared by two lazily loaded routes a chunk of its own: the entry came in 19 chunks, the signed-in shells in
 * some sixty more of one or two kilobytes each, and a phone on a slow network pays a round trip for every few of
 * them. Instead:
 *
 * - `initial`: everything the entry imports statically is one chunk (the entry's own);
 * - every other module goes by the first of these route sets that imports it statically: `public`, what the pages
 *   a visitor without a session lands on share with the shells (so that the shells share these modules with them
 *   rather than the other way round), and `public-only`, the rest of those pages (forms, sign-in, sign-up), which
 *   a shell's first load does not fetch; `signed-in`, what both shells import; `staff-and-tiles`, what the
 *   staff shell shares with the family dashboard's tiles, which the family page fetches with its tiles, after its
 *   first paint; `staff-pages-and-tiles`, what the other staff pages share with the tiles (dialogs, tooltips),
 *   which a staff page fetches with its own modules and the family page with its tiles; `family-shell` and
 *   `staff-shell`, what only one of them imports (a shell is its layout and its dashboard, the page it opens on);
 *   `family-tiles`, the family dashboard's tiles, which load together once the dashboard names them.
 *
 * Anything else (the other pages, what loads on first use) keeps the bundler's own splitting.
 */
import path from 'node:path';
import type { Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;

const PUBLIC_PAGES = [
  'app/routes/public/home-page.tsx',
  'app/routes/staff/auth-page.tsx',
  'app/routes/family/family-sign-in-page.tsx',
  'app/routes/family/forgot-password-page.tsx',
  'app/routes/family/reset-password-page.tsx',
  'app/routes/family/accept-invite-page.tsx',
];
const FAMILY_SHELL = ['app/layouts/family/family-layout.tsx', 'app/routes/family/family-dashboard-page.tsx'];
const STAFF_SHELL = ['app/layouts/staff/staff-layout.tsx', 'app/routes/staff/staff-dashboard-page.tsx'];
/** The family dashboard's tiles, each loaded lazily by the tile registry. */
const TILE_REGISTRY = 'features/family-portal/components/tile-registry.tsx';
/** The route table, whose lazily loaded modules under these folders are the staff pages and layouts. */
const ROUTER = 'app/router.tsx';
const STAFF_ROUTES = ['app/routes/staff/', 'app/layouts/staff/'];

/** `import { a, b as c } from '…'` and `export { a, b as c } from '…'` (the module and the names it gives). */
const NAMED_FROM = /(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
/** What a module that only re-exports consists of besides its binding lists. */
const COMMENTS = /\/\*[\s\S]*?\*\/|\/\/.*$/gm;
const BINDING_LISTS = /(?:import|export)\s*\{[^}]*\}\s*(?:from\s*["'][^"']+["'])?\s*;?/g;
const USE_CLIENT = /["']use client["'];?/g;
/** `import * as name from '…'`: a namespace such a module may give out under a name (Tabler's `icons`). */
const NAMESPACE_IMPORT = /import\s*\*\s*as\s+([\w$]+)\s+from\s*["']([^"']+)["']\s*;?/g;
/** `export { a, b as c }` of the module's own bindings (no `from`). */
const LOCAL_EXPORT = /export\s*\{([^}]*)\}(?!\s*from\b)/g;
/** The names a binding list brings in (`a, b as c`: a and b) or gives out (`a, b as c`: a and c). */
const namesOf = (list: string, side: 0 | 1) =>
  list.split(',').map((binding) => binding.trim().split(/\s+as\s+/)[side === 0 ? 0 : 1] ?? binding.trim());

/** The module among `info`'s resolved imports that `specifier` names: a relative path (extension optional) or a package. */
function resolvedImport(info: Rolldown.ModuleInfo, specifier: string): string | undefined {
  const base = specifier.startsWith('.') ? path.resolve(path.dirname(info.id), specifier) : null;
  return info.importedIds.find((id) =>
    base
      ? id === base || id.startsWith(`${base}.`) || id.startsWith(`${base}${path.sep}index.`)
      : id.includes(`${path.sep}node_modules${path.sep}${specifier}${path.sep}`),
  );
}

/**
 * A package's module that only re-exports others (Mantine's index, Tabler's icons): the module each exported
 * name comes from, or null for any other module. Seen through, so that a page that imports `Group` from
 * `@mantine/core` reaches Group's module, not every component the index names.
 */
function reExportsOf(info: Rolldown.ModuleInfo): Map<string, string> | null {
  if (!info.id.includes(`${path.sep}node_modules${path.sep}`) || !info.code) return null;
  const code = info.code.replace(COMMENTS, '');
  const statements = code.replace(BINDING_LISTS, '').replace(NAMESPACE_IMPORT, '').replace(USE_CLIENT, '');
  if (statements.trim() !== '') return null;
  // A name whose module is unknown would leave that module out of its set (and a set's chunk importing a
  // later one, which may run it too late): refuse to build rather than guess.
  const follow = (specifier: string) => {
    const target = resolvedImport(info, specifier);
    if (!target) throw new Error(`chunk-groups: cannot follow '${specifier}' re-exported by ${info.id}`);
    return target;
  };
  const from = new Map<string, string>();
  for (const [statement, list = '', specifier = ''] of code.matchAll(NAMED_FROM)) {
    const side = statement.startsWith('export') ? 1 : 0;
    for (const name of namesOf(list, side)) from.set(name.replace(/^default$/, ''), follow(specifier));
  }
  // A namespace given out under a name brings its whole module to whoever imports that name.
  const namespaces = new Map(
    [...code.matchAll(NAMESPACE_IMPORT)].map(([, local = '', specifier = '']) => [local, follow(specifier)]),
  );
  for (const [, list = ''] of code.matchAll(LOCAL_EXPORT)) {
    const given = namesOf(list, 1);
    namesOf(list, 0).forEach((local, index) => {
      const target = namespaces.get(local);
      if (target) from.set(given[index]!, target);
    });
  }
  return from.size > 0 ? from : null;
}

/** `import <clause> from '…'` and `export <clause> from '…'`. */
const IMPORT_FROM = /\b(?:import|export)\s*([^'";]*?)\s*from\s*["']([^"']+)["']/g;
const reExportsCache = new Map<string, Map<string, string> | null>();

function reExportsIn(id: string, context: ChunkingContext): Map<string, string> | null {
  if (!reExportsCache.has(id)) {
    const info = context.getModuleInfo(id);
    reExportsCache.set(id, info && reExportsOf(info));
  }
  return reExportsCache.get(id) ?? null;
}

const importedNamesCache = new Map<string, Map<string, string[] | 'all'>>();

/** The names `info` imports from each module; a default or namespace import takes the whole module ('all'). */
function importedNames(info: Rolldown.ModuleInfo): Map<string, string[] | 'all'> {
  let names = importedNamesCache.get(info.id);
  if (!names) {
    names = new Map();
    for (const [, clause = '', specifier = ''] of (info.code ?? '').matchAll(IMPORT_FROM)) {
      const target = resolvedImport(info, specifier);
      if (!target) continue;
      const list = /^\{([^}]*)\}$/.exec(clause.trim())?.[1];
      const known = names.get(target);
      names.set(
        target,
        list === undefined || known === 'all' ? 'all' : [...(known ?? []), ...namesOf(list, 0)],
      );
    }
    importedNamesCache.set(info.id, names);
  }
  return names;
}

/**
 * The modules `roots` import statically, directly or through others (the roots included). A module that only
 * re-exports is a member too, though only the modules of the names taken from it are followed: a package without
 * `"sideEffects": false` keeps such a module, which left out of every set got a chunk of its own, one request
 * more on a shell's first load (react-remove-scroll-bar's and react-style-singleton's index, in 32 bytes).
 */
function staticClosure(roots: string[], context: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const seenThrough = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = context.getModuleInfo(id);
    if (!info) continue;
    const names = importedNames(info);
    for (const dependency of info.importedIds) {
      const wanted = names.get(dependency);
      const reExports = Array.isArray(wanted) ? reExportsIn(dependency, context) : null;
      if (!reExports || !Array.isArray(wanted)) pending.push(dependency);
      else {
        seenThrough.add(dependency);
        pending.push(...wanted.flatMap((name) => reExports.get(name) ?? []));
      }
    }
  }
  return new Set([...seen, ...seenThrough]);
}

/** The `codeSplitting.groups` of the client build; `clientRoot` is the folder of main.tsx. */
export function chunkGroups(clientRoot: string): Rolldown.CodeSplittingGroup[] {
  const ids = (files: string[]) => files.map((file) => path.join(clientRoot, file));
  let sets: [string, Set<string>][] | null = null;
  const setsOf = (context: ChunkingContext) => {
    if (!sets) {
      const family = staticClosure(ids(FAMILY_SHELL), context);
      const tiles = staticClosure(
        context.getModuleInfo(ids([TILE_REGISTRY])[0]!)?.dynamicallyImportedIds ?? [],
        context,
      );
      const staff = staticClosure(ids(STAFF_SHELL), context);
      const staffRoutes = ids(STAFF_ROUTES);
      const staffPages = staticClosure(
        (context.getModuleInfo(ids([ROUTER])[0]!)?.dynamicallyImportedIds ?? []).filter((id) =>
          staffRoutes.some((folder) => id.startsWith(folder)),
        ),
        context,
      );
      const publicPages = staticClosure(ids(PUBLIC_PAGES), context);
      const shells = new Set([...family, ...tiles, ...staff]);
      const inShells = (id: string) => shells.has(id);
      sets = [
        // What the public pages share with a shell; a shell's modules import nothing of `public-only`.
        ['public', new Set([...publicPages].filter(inShells))],
        ['public-only', new Set([...publicPages].filter((id) => !inShells(id)))],
        ['signed-in', new Set([...family].filter((id) => staff.has(id)))],
        // Not on the family dashboard's way to its first paint: its tiles come after it.
        ['staff-and-tiles', new Set([...tiles].filter((id) => staff.has(id)))],
        // Nor on the staff dashboard's; what the family shell imports stays in its own chunk.
        ['staff-pages-and-tiles', new Set([...tiles].filter((id) => staffPages.has(id) && !family.has(id)))],
        ['family-shell', family],
        ['family-tiles', tiles],
        ['staff-shell', staff],
      ];
    }
    return sets;
  };
  return [
    { name: 'initial', tags: ['$initial'], includeDependenciesRecursively: false },
    {
      // Each set holds its modules' static imports already, or leaves them to an earlier set or to the entry
      // (the group above takes the entry's modules first): the bundler must not pull React or Mantine's core in.
      includeDependenciesRecursively: false,
      name: (id, context) => setsOf(context).find(([, members]) => members.has(id))?.[0] ?? null,
    },
  ];
}
