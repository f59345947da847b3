import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** A piece of text a reader would see that is written in the source rather than translated. */
export interface LiteralText {
  file: string;
  line: number;
  text: string;
}

/** Attributes whose value a person reads or hears (screen readers announce the aria ones). */
const readAttributes = new Set([
  'alt',
  'title',
  'placeholder',
  'label',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
]);

/** Calls whose text arguments end up on screen: toasts and the document title. */
const displayingCall = /^(toaster\.\w+|useDocumentTitle)$/;
/** The fields of a toast a reader sees. */
const toastFields = new Set(['title', 'description']);

/** Words need letters: "·", "×", "—", "%" or "00:00" carry none and are not English. */
const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

/** The interface's source files under `folder`, without tests and test helpers. */
export function interfaceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !path.split(/[\\/]/).includes('testing'))
    .sort();
}

/**
 * Every literal a reader would see in the interface: JSX text, a string written as a JSX child
 * (`{'Hello'}`), a string given to a read attribute (`aria-label="Close"`), to a toast or to the
 * document title — including both branches of a condition and the fixed parts of a template.
 */
export function findLiteralText(file: string, source = readFileSync(file, 'utf8')): LiteralText[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: LiteralText[] = [];

  const report = (node: ts.Node, text: string) => {
    if (!hasWords(text)) return;
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    found.push({ file, line: line + 1, text: text.trim() });
  };

  /** The strings an expression can evaluate to, as far as they are written in it. */
  const reportStrings = (node: ts.Node | undefined): void => {
    if (!node) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return report(node, node.text);
    if (ts.isTemplateExpression(node)) {
      return report(node, [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' '));
    }
    if (ts.isParenthesizedExpression(node) || ts.isJsxExpression(node)) return reportStrings(node.expression);
    if (ts.isConditionalExpression(node)) {
      reportStrings(node.whenTrue);
      return reportStrings(node.whenFalse);
    }
    if (ts.isBinaryExpression(node)) {
      const operator = node.operatorToken.kind;
      if (operator === ts.SyntaxKind.PlusToken) reportStrings(node.left);
      if (
        operator === ts.SyntaxKind.PlusToken ||
        operator === ts.SyntaxKind.BarBarToken ||
        operator === ts.SyntaxKind.QuestionQuestionToken ||
        operator === ts.SyntaxKind.AmpersandAmpersandToken
      ) {
        reportStrings(node.right);
      }
    }
  };

  const reportCall = (call: ts.CallExpression) => {
    if (!displayingCall.test(call.expression.getText(sourceFile))) return;
    for (const argument of call.arguments) {
      if (!ts.isObjectLiteralExpression(argument)) {
        reportStrings(argument);
        continue;
      }
      for (const property of argument.properties) {
        if (ts.isPropertyAssignment(property) && toastFields.has(property.name.getText(sourceFile))) {
          reportStrings(property.initializer);
        }
      }
    }
  };

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      reportStrings(node.expression);
    } else if (ts.isJsxAttribute(node) && readAttributes.has(node.name.getText(sourceFile))) {
      reportStrings(node.initializer);
    } else if (ts.isCallExpression(node)) reportCall(node);
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}
