// @vitest-environment node
// A feature's screens bring the stylesheets of the classes they use. Each feature's CSS is loaded with the code
// that imports it, so a class styled only in another feature's stylesheet looks right after a visit to that
// feature and unstyled on a page opened directly: /safety's section headings (styled by the settings
// screens' stylesheet) did, after a reload. The check is by feature, not by page: a class whose stylesheet the
// feature imports in one file counts as brought for all of its files (docs/decisions/234).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname);

function filesUnder(dir: string, ending: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && ending.test(entry.name) && !entry.name.includes('.test.'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The class names a stylesheet styles. */
function classesOf(css: string): Set<string> {
  const classes = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    for (const [, name] of rule.selector.matchAll(/\.([A-Za-z_][\w-]*)/g)) classes.add(name!);
  });
  return classes;
}

/** The class names a component names: in `className` values, and BEM names in other strings. */
function classesUsed(source: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of source.matchAll(/className=\{?\s*[`"']([^`"']+)[`"']/g))
    for (const [name] of value!.matchAll(/[A-Za-z][\w-]*/g)) classes.add(name);
  for (const [, name] of source.matchAll(/['"`]([a-z][\w-]*(?:__|--)[\w-]+)['"`]/g)) classes.add(name!);
  return classes;
}

const cssImports = (source: string, file: string) =>
  [...source.matchAll(/import '([^']+\.css)';/g)].map(([, spec]) => path.resolve(path.dirname(file), spec!));

const featureOf = (file: string) => path.relative(SRC, file).split(path.sep).slice(0, 2).join('/');

interface Sources {
  /** Stylesheet path → its text. */
  stylesheets: Map<string, string>;
  /** Component path (under features/) → its text. */
  components: Map<string, string>;
}

/** `file: class (styled in …)` for each class a feature uses whose stylesheets it never imports. */
function classesWithoutTheirStylesheet({ stylesheets, components }: Sources, shared: string[]): string[] {
  const definedIn = new Map<string, string[]>();
  for (const [file, css] of stylesheets)
    for (const name of classesOf(css)) definedIn.set(name, [...(definedIn.get(name) ?? []), file]);
  const imported = new Map<string, Set<string>>();
  for (const [file, source] of components) {
    const feature = featureOf(file);
    imported.set(feature, new Set([...(imported.get(feature) ?? []), ...cssImports(source, file)]));
  }
  const offenders: string[] = [];
  for (const [file, source] of components) {
    const brought = imported.get(featureOf(file))!;
    for (const name of classesUsed(source)) {
      const files = definedIn.get(name);
      if (!files || files.some((css) => shared.includes(css) || brought.has(css))) continue;
      offenders.push(
        `${path.relative(SRC, file)}: .${name} (styled in ${files.map((css) => path.relative(SRC, css)).join(', ')})`,
      );
    }
  }
  return offenders;
}

describe('feature stylesheets', () => {
  it('names a class styled only by a stylesheet the feature never imports', () => {
    const css = (name: string) => path.join(SRC, name);
    const component = (name: string) => path.join(SRC, 'features', name);
    const sources: Sources = {
      stylesheets: new Map([
        [css('styles.css'), '.page { padding: 1rem }'],
        [css('features/settings/settings.css'), '.settings__section { font-size: 0.85rem }'],
        [css('features/safety/safety.css'), '.toggle-row { display: flex }'],
      ]),
      components: new Map([
        [
          component('safety/routes/page.tsx'),
          `import '../safety.css';\n<main className="page"><h2 className="settings__section" /><label className={'toggle-row'} /></main>`,
        ],
        [
          component('settings/routes/page.tsx'),
          `import '../settings.css';\n<h2 className="settings__section" />`,
        ],
      ]),
    };
    expect(classesWithoutTheirStylesheet(sources, [css('styles.css')])).toEqual([
      'features/safety/routes/page.tsx: .settings__section (styled in features/settings/settings.css)',
    ]);
  });

  it("imports, in every feature, the stylesheet of each class it uses (or it is in the app's own)", () => {
    const stylesheets = new Map(filesUnder(SRC, /\.css$/).map((file) => [file, readFileSync(file, 'utf8')]));
    const components = new Map(
      filesUnder(path.join(SRC, 'features'), /\.tsx?$/).map((file) => [file, readFileSync(file, 'utf8')]),
    );
    expect(stylesheets.size).toBeGreaterThan(5);
    expect(components.size).toBeGreaterThan(50);
    expect(
      classesWithoutTheirStylesheet({ stylesheets, components }, [path.join(SRC, 'styles.css')]),
    ).toEqual([]);
  });
});
