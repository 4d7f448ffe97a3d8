// CI check: every text a service writes for a person to read (an AppError's message, or a `message` in an
// answer) is in the server catalogue, so it reaches readers of Pidgin, Yoruba, Hausa and Igbo in their language
// (docs/decisions/194). The operators' console (modules/admin) speaks English. A changing part of a text
// (`${minutes}`) is matched by the catalogue's `{{…}}` patterns.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { keyOfMessage } from './translate';

const SRC = join(import.meta.dirname, '..');
// Not read by riders or drivers: the operators' console and what only it calls (curated places, zones, the
// brand), start-up configuration, the health check, tests and their helpers.
const NOT_CHECKED = [
  /\.test\.ts$/,
  /^test-support\//,
  /^proof\//,
  /^cli\//,
  /^i18n\//,
  /^config\.ts$/,
  /^plugins\/health\.ts$/,
  /^modules\/admin\//,
  /^modules\/brand\//,
  /^modules\/places\/service\.ts$/,
  /^modules\/zones\/manage-zones\.ts$/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** A literal's text, a template's with each `${…}` as a sample value; null for anything else. */
function textOf(node: ts.Expression): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => `7${span.literal.text}`).join('');
  return null;
}

/** The person-facing texts written in one file, with their lines. */
export function writtenMessages(file: string, source: string): { line: number; text: string }[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: { line: number; text: string }[] = [];
  const add = (node: ts.Expression | undefined) => {
    const text = node ? textOf(node) : null;
    if (text) found.push({ line: tree.getLineAndCharacterOfPosition(node!.getStart()).line + 1, text });
  };
  const visit = (node: ts.Node) => {
    if (ts.isNewExpression(node) && node.expression.getText() === 'AppError') add(node.arguments?.[1]);
    if (ts.isPropertyAssignment(node) && node.name.getText() === 'message') add(node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe('server texts in the catalogue', () => {
  it('finds errors and answer messages, with their changing parts', () => {
    const source = `
      throw new AppError('conflict', 'Already taken.');
      throw new AppError('too_many', \`Wait \${seconds} seconds.\`);
      return { message: 'Saved.', count: 2 };
      log.info({ msg: 'not for people' });`;
    expect(writtenMessages('a.ts', source).map((m) => m.text)).toEqual([
      'Already taken.',
      'Wait 7 seconds.',
      'Saved.',
    ]);
  });

  it('has every text the services write', () => {
    const missing = sourceFiles(SRC)
      .map((path) => relative(SRC, path).replaceAll('\\', '/'))
      .filter((file) => !NOT_CHECKED.some((pattern) => pattern.test(file)))
      .flatMap((file) =>
        writtenMessages(file, readFileSync(join(SRC, file), 'utf8'))
          .filter(({ text }) => keyOfMessage(text) === null)
          .map(({ line, text }) => `${file}:${line} ${JSON.stringify(text)}`),
      );
    expect(missing).toEqual([]);
  });
});
