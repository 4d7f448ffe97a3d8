// CI check: no user-visible text hard-coded in the web app's screens; every text comes from the catalogues
// (src/i18n/locales). CHECKED covers every screen and the helpers they share (lib/); the operators' console
// (features/admin) is English-only (docs/decisions/192).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findHardCodedStrings } from './hard-coded-strings';

const SRC = join(import.meta.dirname, '..');
const CHECKED = [/^app\//, /^components\//, /^lib\//, /^features\/(?!admin\/)/];
const NOT_CHECKED = [
  /\.test\.tsx?$/,
  // The legal pages' body text stays English in every language; their headings are checked (decision 196).
  /^features\/legal\/components\/(terms|privacy)-body\.tsx$/,
];

type Tree = { [key: string]: string | Tree };
const keyPaths = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path] : keyPaths(value, path);
  });
const english = import.meta.glob<{ default: Tree }>(['./locales/en.ts', './locales/*/en.ts'], {
  eager: true,
});
/** Every English key path, and each of its tails ('auth.fullName' also as 'fullName'), as a screen may hold it. */
const CATALOGUE_KEYS = new Set(
  Object.values(english)
    .flatMap((module) => keyPaths(module.default))
    .flatMap((path) => path.split('.').map((_, i, parts) => parts.slice(i).join('.'))),
);
const isCatalogueKey = (text: string) => CATALOGUE_KEYS.has(text);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('hard-coded user-visible strings', () => {
  it('finds visible props, object properties, dialogs and DOM assignments, but not catalogue keys', () => {
    const source = `
      const FIELDS = [{ name: 'plate', label: 'Plate number' }, { name: 'pin', label: 'ride.pin' }];
      const marker = { kind: 'pickup', title: 'Pickup point', 'aria-label': t('x') };
      export function B() {
        document.title = 'Waka rides';
        input.setCustomValidity('Too short');
        if (window.confirm('Are you sure?')) el.textContent = \`Sent \${n}\`;
        if (big) throw new ApiError('Photo too big', 413, true);
        return <EmptyState message="Nothing here" fallback={t('y')} />;
      }`;
    const texts = findHardCodedStrings('b.tsx', source, (text) => text === 'ride.pin').map((f) => f.text);
    expect(texts).toEqual([
      'Plate number',
      'Pickup point',
      'Waka rides',
      'Too short',
      'Are you sure?',
      'Sent',
      'Photo too big',
      'Nothing here',
    ]);
  });

  it('finds JSX text, shown literals, visible attributes and toast texts', () => {
    const source = `
      export function A({ ok }: { ok: boolean }) {
        toast.error('Oops, failed');
        toast(t('fine'));
        return (
          <div title="Hello there" aria-label={ok ? 'Yes' : t('no')} className="not-text">
            Plain words
            {ok && 'Shown text'}
            {' '}×{'›'}
            <img alt="" />
            <Waka label={\`Ride \${1}\`} />
          </div>
        );
      }`;
    const texts = findHardCodedStrings('a.tsx', source).map((finding) => finding.text);
    expect(texts).toEqual(['Oops, failed', 'Hello there', 'Yes', 'Plain words', 'Shown text', 'Ride']);
  });

  it('none in the screens of apps/web/src', () => {
    const findings = sourceFiles(SRC)
      .map((path) => relative(SRC, path).replaceAll('\\', '/'))
      .filter((file) => CHECKED.some((pattern) => pattern.test(file)))
      .filter((file) => !NOT_CHECKED.some((pattern) => pattern.test(file)))
      .flatMap((file) => findHardCodedStrings(file, readFileSync(join(SRC, file), 'utf8'), isCatalogueKey))
      .map((finding) => `${finding.file}:${finding.line} ${JSON.stringify(finding.text)}`);
    expect(findings).toEqual([]);
  });
});
