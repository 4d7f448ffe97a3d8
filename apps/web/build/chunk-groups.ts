// How the bundle is cut into files (docs/decisions/226). Left to itself, the bundler gives every set of modules
// shared by a different set of screens a file of its own: `/login` fetched 26 scripts, half of them under
// 0.5 KiB brotli (a button, a spinner, a hook), `/Dashboard` 34. On a phone network each file is a request
// with its own headers and round trip, and for the browser and the server each is work beside the page's own.
// These groups bring the first screens to 7–12 scripts (the dashboard to 15) at about the same bytes:
// - the libraries every screen runs (Preact, React Router, i18next) in one file, which stays the same from one
//   release to the next unless a dependency changes, so returning phones keep it cached;
// - the toasts' library, fetched with the first toast (src/lib/toast.ts, docs/decisions/227 and 240), in one file;
// - the app's own code every screen runs (the entry's static imports) in the entry file;
// - TanStack Query, which every signed-in screen uses and no first screen does, in one file;
// - the app's shared building blocks (src/lib, src/components) in one file: about 4 KiB brotli, of which a
//   first screen uses most.
// Code of one feature shared by some screens (features/*) keeps the bundler's own cut: grouping it pulled in
// other screens' code (5.7 KiB more on `/Registration` for the auth pages' group).
// The route documents' file budgets (`budgetFiles` in vite.config.ts) fail the build if the count creeps back.
import type { CodeSplittingGroup } from 'rolldown';

export const CHUNK_GROUPS: CodeSplittingGroup[] = [
  // '$initial': statically imported by the entry (src/main.tsx) or by what it imports.
  { name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 3 },
  { name: 'initial', tags: ['$initial'], priority: 2 },
  { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 2 },
  { name: 'toasts', test: /[\\/]node_modules[\\/](react-hot-toast|goober)[\\/]/, priority: 2 },
  { name: 'app-shared', test: /[\\/]src[\\/](lib|components)[\\/]/, priority: 1 },
];
