// CI check: no user-visible text hard-coded in the web app's screens; every text comes from the catalogues
// (src/i18n/locales). CHECKED lists the folders already converted; it grows until it covers every screen.
// The operators' console (features/admin) is English-only for now (docs/decisions/192).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findHardCodedStrings } from './hard-coded-strings';

const SRC = join(import.meta.dirname, '..');
const CHECKED = [
  /^app\//,
  /^components\//,
  /^features\/(landing|auth|language|settings|rider|driver|booking|safety|wallet|history|notifications)\//,
];
const NOT_CHECKED = [/\.test\.tsx?$/];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('hard-coded user-visible strings', () => {
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
      .flatMap((file) => findHardCodedStrings(file, readFileSync(join(SRC, file), 'utf8')))
      .map((finding) => `${finding.file}:${finding.line} ${JSON.stringify(finding.text)}`);
    expect(findings).toEqual([]);
  });
});
