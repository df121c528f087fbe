// Finds, in the source, every English text the API may answer with, as catalogue keys (template
// parts as `{name}`): what src/server/i18n/api-messages.test.ts requires each catalogue to hold.
// Read with the TypeScript parser (no type checking, so it runs in a second): a message is
//  - an argument of an error factory (badRequest, notFound, … and new AppError) in src/server,
//  - a `message:` value in src/server (answered bodies, validation issues),
//  - a message argument or `message:` / `error:` option of the shared zod schemas (src/shared/schemas),
// followed through constants, object properties, `a ?? b`, `c ? a : b` and small functions
// returning a template. Demo data and tests are not read.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const FACTORIES = new Set([
  "badRequest",
  "unauthenticated",
  "forbidden",
  "notFound",
  "conflict",
  "payloadTooLarge",
  "tooManyRequests",
]);
/** zod checks (and our own helpers around them) whose string arguments are messages. */
const ZOD_MESSAGE_CALLS = new Set([
  "min",
  "max",
  "length",
  "regex",
  "refine",
  "email",
  "url",
  "int",
  "positive",
  "nonnegative",
  "nonempty",
  "startsWith",
  "endsWith",
  "includes",
  "datetime",
  "text",
  "required",
  "optionalText",
]);

function tsFiles(dir: string, skip: (file: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return skip(full) ? [] : tsFiles(full, skip);
    return d.name.endsWith(".ts") && !skip(full) ? [full] : [];
  });
}

// Start-up configuration errors are for operators (the log), not API answers.
const isSkipped = (file: string) =>
  /\.test\.ts$|[\\/](test|seed|fixtures|config)([\\/]|$)|\.seed\.ts$|demo-users\.ts$/.test(file);

export function extractApiMessages(root: string): Set<string> {
  const serverFiles = tsFiles(path.join(root, "src/server"), isSkipped);
  const schemaFiles = tsFiles(path.join(root, "src/shared/schemas"), isSkipped);
  const sources = [...serverFiles, ...schemaFiles].map((f) =>
    ts.createSourceFile(f, readFileSync(f, "utf8"), ts.ScriptTarget.Latest, true),
  );

  // Every constant, object property and small function that may hold a message, by name.
  const constants = new Map<string, ts.Expression[]>();
  const properties = new Map<string, ts.Expression[]>();
  const functions = new Map<string, ts.Expression[]>();
  const add = (map: Map<string, ts.Expression[]>, key: string, e: ts.Expression) =>
    map.set(key, [...(map.get(key) ?? []), e]);
  const returnsOf = (body: ts.ConciseBody): ts.Expression[] => {
    if (!ts.isBlock(body)) return [body];
    const found: ts.Expression[] = [];
    const visit = (n: ts.Node) => {
      if (ts.isReturnStatement(n) && n.expression) found.push(n.expression);
      else if (!ts.isFunctionLike(n)) ts.forEachChild(n, visit);
    };
    visit(body);
    return found;
  };
  for (const sf of sources)
    sf.forEachChild(function index(node) {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        let init = node.initializer;
        while (ts.isAsExpression(init) || ts.isSatisfiesExpression(init) || ts.isParenthesizedExpression(init))
          init = init.expression;
        const name = node.name.text;
        if (ts.isArrowFunction(init) || ts.isFunctionExpression(init))
          returnsOf(init.body).forEach((e) => add(functions, name, e));
        else if (ts.isObjectLiteralExpression(init))
          for (const p of init.properties)
            if (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))) {
              const key = `${name}.${p.name.text}`;
              if (ts.isArrowFunction(p.initializer))
                returnsOf(p.initializer.body).forEach((e) => add(functions, key, e));
              else add(properties, key, p.initializer);
            }
        add(constants, name, init);
      } else if (ts.isFunctionDeclaration(node) && node.name && node.body)
        returnsOf(node.body).forEach((e) => add(functions, node.name!.text, e));
      ts.forEachChild(node, index);
    });

  const messages = new Set<string>();
  const seen = new Set<ts.Node>();
  const placeholder = (e: ts.Expression, i: number) => {
    const text = e.getText();
    return /^[A-Za-z_][\w.]*$/.test(text) ? text.split(".").pop()! : `value${i === 0 ? "" : i + 1}`;
  };
  const collect = (e: ts.Expression | undefined): void => {
    if (!e || seen.has(e)) return;
    seen.add(e);
    if (ts.isParenthesizedExpression(e) || ts.isAsExpression(e)) return collect(e.expression);
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) {
      if (/[A-Za-z]{2}/.test(e.text)) messages.add(e.text);
      return;
    }
    if (ts.isTemplateExpression(e)) {
      let text = e.head.text;
      e.templateSpans.forEach((span, i) => {
        text += `{${placeholder(span.expression, i)}}${span.literal.text}`;
        // A part that is itself a message ("${NOT_FOUND[kind]}: it was deleted…") is one too.
        collect(span.expression);
      });
      // Addresses built from parts ("{protocol}://{host}", "{origin}/games/{id}") are not sentences.
      if (!/^\{[^}]+\}(:\/\/|\/)/.test(text)) messages.add(text);
      return;
    }
    if (ts.isConditionalExpression(e)) return (collect(e.whenTrue), collect(e.whenFalse));
    if (
      ts.isBinaryExpression(e) &&
      [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(e.operatorToken.kind)
    )
      return (collect(e.left), collect(e.right));
    if (ts.isIdentifier(e)) return constants.get(e.text)?.forEach(collect);
    if (ts.isPropertyAccessExpression(e)) {
      const key = `${e.expression.getText().split(".").pop()}.${e.name.text}`;
      return (properties.get(key) ?? constants.get(e.name.text))?.forEach(collect);
    }
    if (ts.isElementAccessExpression(e)) {
      const prefix = `${e.expression.getText()}.`;
      for (const [key, values] of properties) if (key.startsWith(prefix)) values.forEach(collect);
      return;
    }
    if (ts.isCallExpression(e)) {
      const parts = e.expression.getText().split(".");
      const key = parts.length > 1 ? `${parts.at(-2)}.${parts.at(-1)}` : parts[0]!;
      return functions.get(key)?.forEach(collect);
    }
    if (ts.isObjectLiteralExpression(e))
      for (const p of e.properties)
        if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && ["message", "error"].includes(p.name.text))
          collect(p.initializer);
  };

  for (const sf of sources) {
    const inSchemas = schemaFiles.includes(sf.fileName);
    sf.forEachChild(function visit(node) {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const callee = node.expression.getText().split(".").pop()!;
        const args = node.arguments ?? ts.factory.createNodeArray<ts.Expression>();
        if (ts.isNewExpression(node) && callee === "AppError") collect(args[2]);
        else if (FACTORIES.has(callee) && !inSchemas) args.forEach(collect);
        else if (inSchemas && ZOD_MESSAGE_CALLS.has(callee)) args.filter((a) => !ts.isFunctionLike(a)).forEach(collect);
        // z.string({ error }), z.enum([...], "message"): the options, never the value (z.literal("pending")).
        else if (inSchemas && /^z\.\w+$/.test(node.expression.getText()))
          args.filter((a, i) => ts.isObjectLiteralExpression(a) || (i > 0 && !ts.isFunctionLike(a))).forEach(collect);
      }
      // Default messages of the factories: (message = "You need to sign in first").
      if (ts.isParameter(node) && node.name.getText() === "message" && node.initializer) collect(node.initializer);
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) {
        const key = node.name.text;
        if (key === "message" || (inSchemas && key === "error")) collect(node.initializer);
      }
      ts.forEachChild(node, visit);
    });
  }
  return messages;
}
