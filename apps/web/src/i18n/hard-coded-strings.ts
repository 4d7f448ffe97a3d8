// Finds text a person would see that is written into the code instead of taken from a catalogue: JSX text,
// string literals shown through JSX ({'…'}, {cond ? 'A' : 'B'}), user-visible attributes, and the first
// argument of toast calls. Text without letters (×, ›, ₦, digits) and the brand name are not words to
// translate.
import ts from 'typescript';

/** Attributes and props whose value is read or heard by a person. */
export const VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'placeholder',
  'title',
  'alt',
  'label',
  'subtitle',
  'heading',
  'lead',
  'hint',
  'submitLabel',
  'emptyText',
  'confirmLabel',
]);

const NOT_WORDS = /^[^\p{L}]*$/u;
const ALLOWED = new Set(['Waka']);

export interface Finding {
  file: string;
  line: number;
  text: string;
}

function isWords(text: string): boolean {
  const trimmed = text.trim();
  return !NOT_WORDS.test(trimmed) && !ALLOWED.has(trimmed);
}

/** A literal's text, or the literal parts of a template; undefined for anything else. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
  return undefined;
}

/** The literals an expression can evaluate to directly (through ?:, ||, ??, &&, parentheses). */
function shownLiterals(node: ts.Expression): ts.Node[] {
  if (ts.isParenthesizedExpression(node)) return shownLiterals(node.expression);
  if (ts.isConditionalExpression(node))
    return [...shownLiterals(node.whenTrue), ...shownLiterals(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const operator = node.operatorToken.kind;
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return shownLiterals(node.right);
    if (operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.QuestionQuestionToken)
      return [...shownLiterals(node.left), ...shownLiterals(node.right)];
    return [];
  }
  return literalText(node) === undefined ? [] : [node];
}

function isToastCall(node: ts.CallExpression): boolean {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text === 'toast';
  return (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    callee.expression.text === 'toast'
  );
}

export function findHardCodedStrings(file: string, source: string): Finding[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: Finding[] = [];
  const report = (node: ts.Node, text: string) => {
    if (!isWords(text)) return;
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    findings.push({ file, line: line + 1, text: text.trim().replace(/\s+/g, ' ') });
  };
  const reportExpression = (expression: ts.Expression | undefined) => {
    if (!expression) return;
    for (const literal of shownLiterals(expression)) report(literal, literalText(literal) ?? '');
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && !ts.isJsxAttribute(node.parent)) reportExpression(node.expression);
    else if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText(sourceFile))) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) report(value, value.text);
      else if (value && ts.isJsxExpression(value)) reportExpression(value.expression);
    } else if (ts.isCallExpression(node) && isToastCall(node)) reportExpression(node.arguments[0]);
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return findings;
}
