/**
 * How the client's modules are grouped into chunks (decision 019). Left to itself the bundler gives every module
 * shared by two lazily loaded routes a chunk of its own: the entry came in 19 chunks, the signed-in shells in
 * some sixty more of one or two kilobytes each, and a phone on a slow network pays a round trip for every few of
 * them. Instead:
 *
 * - `initial`: everything the entry imports statically is one chunk (the entry's own);
 * - every other module goes by the first of these route sets that imports it statically: `public`, the pages a
 *   visitor without a session lands on (so that the shells share these modules with them rather than the other
 *   way round); `signed-in`, what both shells import; `family-shell` and `staff-shell`, what only one of them
 *   imports (a shell is its layout and its dashboard, the page it opens on); `family-tiles`, the family
 *   dashboard's tiles, which load together once the dashboard names them.
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

/** `import { a, b as c } from '…'` and `export { a, b as c } from '…'` (the module and the names it gives). */
const NAMED_FROM = /(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
/** The names a binding list brings in (`a, b as c`: a and b) or gives out (`a, b as c`: a and c). */
const namesOf = (list: string, side: 0 | 1) =>
  list.split(',').map((binding) => binding.trim().split(/\s+as\s+/)[side === 0 ? 0 : 1] ?? binding.trim());

/**
 * A package's index that only re-exports its modules (Mantine's, Tabler's icons): the module each exported name
 * comes from, or null for any other module. Seen through, so that a page that imports `Group` from
 * `@mantine/core` reaches Group's module, not every component the index names.
 */
function reExportsOf(info: Rolldown.ModuleInfo): Map<string, string> | null {
  if (!info.id.includes(`${path.sep}node_modules${path.sep}`) || info.importedIds.length < 50 || !info.code)
    return null;
  const from = new Map<string, string>();
  for (const [statement, list = '', specifier = ''] of info.code.matchAll(NAMED_FROM)) {
    const target = path.resolve(path.dirname(info.id), specifier);
    const side = statement.startsWith('export') ? 1 : 0;
    for (const name of namesOf(list, side)) from.set(name.replace(/^default$/, ''), target);
  }
  return from.size > 0 ? from : null;
}

/** The modules `roots` import statically, directly or through others (the roots included). */
function staticClosure(roots: string[], context: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = context.getModuleInfo(id);
    if (!info) continue;
    const imported = [...info.code!.matchAll(NAMED_FROM)].flatMap(([, list = '']) => namesOf(list, 0));
    for (const dependency of info.importedIds) {
      const dependencyInfo = context.getModuleInfo(dependency);
      const reExports = dependencyInfo && reExportsOf(dependencyInfo);
      if (!reExports) pending.push(dependency);
      else pending.push(...imported.flatMap((name) => reExports.get(name) ?? []));
    }
  }
  return seen;
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
      sets = [
        ['public', staticClosure(ids(PUBLIC_PAGES), context)],
        ['signed-in', new Set([...family, ...tiles].filter((id) => staff.has(id)))],
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
