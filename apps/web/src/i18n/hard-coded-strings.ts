// Finds text a person would see that is written into the code instead of taken from a catalogue: JSX text,
// string literals shown through JSX ({'…'}, {cond ? 'A' : 'B'}), user-visible attributes and props, the same
// names as properties of object literals (a field list's `label`, a map marker's `title`), the first argument
// of toast and browser dialog calls (alert, confirm, prompt, setCustomValidity) and of `new ApiError` (its
// message is shown as it is), and text assigned to document.title, textContent, innerText or a title /
// placeholder / aria-label property. Text without letters (×, ›, ₦, digits) and the brand name are not words
// to translate.
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
  'aria-placeholder',
  'aria-roledescription',
  'message',
  'fallback',
  'description',
  'caption',
  'tooltip',
  'cancelLabel',
  'emptyMessage',
]);

/** The same names written as object properties or assigned on DOM objects (camelCase and quoted forms). */
const VISIBLE_PROPERTIES = new Set([
  ...VISIBLE_ATTRIBUTES,
  'ariaLabel',
  'ariaDescription',
  'ariaValueText',
  'ariaPlaceholder',
  'ariaRoleDescription',
  'textContent',
  'innerText',
]);

/** Calls whose first argument is shown to a person. */
const SHOWING_CALLS = new Set(['toast', 'alert', 'confirm', 'prompt', 'setCustomValidity']);

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

/** toast(…), toast.error(…), alert(…), window.confirm(…), input.setCustomValidity(…). */
function isShowingCall(node: ts.CallExpression): boolean {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return SHOWING_CALLS.has(callee.text);
  if (!ts.isPropertyAccessExpression(callee)) return false;
  if (SHOWING_CALLS.has(callee.name.text)) return true;
  return ts.isIdentifier(callee.expression) && callee.expression.text === 'toast';
}

function propertyName(name: ts.PropertyName | ts.MemberName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name)) return name.text;
  return undefined;
}

/** `document.title = …`, `el.textContent = …`, `el.ariaLabel = …`. */
function isVisibleAssignment(node: ts.BinaryExpression): boolean {
  if (node.operatorToken.kind !== ts.SyntaxKind.EqualsToken) return false;
  const target = node.left;
  return ts.isPropertyAccessExpression(target) && VISIBLE_PROPERTIES.has(target.name.text);
}

/**
 * `isCatalogueKey` tells a catalogue key held in an object property (`{ label: 'fullName' }`, later shown with
 * `t(label)`) from a text; without it every such literal counts as text.
 */
export function findHardCodedStrings(
  file: string,
  source: string,
  isCatalogueKey: (text: string) => boolean = () => false,
): Finding[] {
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
    } else if (ts.isCallExpression(node) && isShowingCall(node)) reportExpression(node.arguments[0]);
    else if (ts.isPropertyAssignment(node) && VISIBLE_PROPERTIES.has(propertyName(node.name) ?? '')) {
      for (const literal of shownLiterals(node.initializer)) {
        const text = literalText(literal) ?? '';
        if (!isCatalogueKey(text)) report(literal, text);
      }
    } else if (ts.isBinaryExpression(node) && isVisibleAssignment(node)) reportExpression(node.right);
    else if (ts.isNewExpression(node) && node.expression.getText(sourceFile) === 'ApiError')
      reportExpression(node.arguments?.[0]);
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return findings;
}
