import { posix } from 'node:path';
import ts from 'typescript';

/*
 * Issue #25 item 7: no dead exports. An export of the product's source that no other non-test file
 * imports is either dead code or a name its own file uses and need not export. This reads every
 * file's syntax with the TypeScript parser (no type checking, so it stays fast) and follows the
 * imports by hand: named, default, type-only and namespace imports, re-exports (`export { x } from`,
 * `export *`), `import('x').T` types and dynamic `import()`s, through `.then((m) => m.X)`,
 * `const { X } = await import(…)` or `const m = await import(…)` and `m.X`; a namespace or a
 * dynamically imported module used any other way counts every export as used.
 */

/** A repository path (posix, from the root) and its text. */
export type SourceFiles = ReadonlyMap<string, string>;

export type DeadExport = { file: string; line: number; name: string };

export type DeadExportOptions = {
  /** Files whose exports are checked. */
  checked: (path: string) => boolean;
  /** Files whose imports count as uses (the rest, tests, count for nothing). */
  user: (path: string) => boolean;
  /** Files every export of which is used by definition (entry points, files a tool loads). */
  entries: ReadonlySet<string>;
  /** `@scope/name` → the package's folder, with its package.json "exports" subpath patterns. */
  packages: ReadonlyMap<string, { dir: string; exports: Record<string, string> }>;
};

type Export =
  | { kind: 'local'; line: number }
  | { kind: 'reexport'; line: number; from: string; name: string }
  | { kind: 'namespace'; line: number; from: string };

type Module = { exports: Map<string, Export>; stars: string[] };

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx'];

function lineOf(sf: ts.SourceFile, node: ts.Node): number {
  return sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
}

function hasExport(node: ts.Node): boolean {
  return (
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  );
}

function isDefault(node: ts.Node): boolean {
  return (
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)
  );
}

function bindingNames(name: ts.BindingName, into: string[]): void {
  if (ts.isIdentifier(name)) into.push(name.text);
  else
    for (const element of name.elements)
      if (!ts.isOmittedExpression(element)) bindingNames(element.name, into);
}

function moduleText(node: ts.Expression | undefined): string | undefined {
  return node && ts.isStringLiteralLike(node) ? node.text : undefined;
}

/** Skips the wrappers that keep a value the same: `(x)`, `x as T`, `x!`, `x satisfies T`. */
function outer(node: ts.Node): ts.Node {
  let current = node.parent;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isNonNullExpression(current) ||
    ts.isSatisfiesExpression(current)
  ) {
    current = current.parent;
  }
  return current;
}

/**
 * The names read from a binding of a module object (a namespace import, the parameter of
 * `.then`, the variable an awaited `import()` is put in): 'all' when the object itself is passed
 * on or spread.
 */
function namesRead(name: ts.BindingName, scope: ts.Node): string[] | 'all' {
  if (ts.isObjectBindingPattern(name)) {
    const names: string[] = [];
    for (const element of name.elements) {
      if (element.dotDotDotToken) return 'all';
      const key = element.propertyName ?? element.name;
      if (!ts.isIdentifier(key) && !ts.isStringLiteral(key)) return 'all';
      names.push(key.text);
    }
    return names;
  }
  if (!ts.isIdentifier(name)) return 'all';
  const names: string[] = [];
  let all = false;
  const visit = (node: ts.Node): void => {
    if (all) return;
    if (ts.isIdentifier(node) && node !== name && node.text === name.text) {
      const parent = node.parent;
      if (ts.isPropertyAccessExpression(parent) && parent.expression === node) {
        names.push(parent.name.text);
      } else if (ts.isQualifiedName(parent) && parent.left === node) {
        names.push(parent.right.text);
      } else if (
        !(ts.isPropertyAccessExpression(parent) && parent.name === node) &&
        !(ts.isQualifiedName(parent) && parent.right === node) &&
        !(ts.isPropertyAssignment(parent) && parent.name === node) &&
        !ts.isImportSpecifier(parent) &&
        !ts.isExportSpecifier(parent)
      ) {
        all = true;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(scope);
  return all ? 'all' : names;
}

/** The names a dynamic `import()` reads, or 'all' when the module object goes anywhere else. */
function dynamicImportReads(call: ts.CallExpression): string[] | 'all' {
  const parent = outer(call);
  if (
    ts.isPropertyAccessExpression(parent) &&
    parent.name.text === 'then' &&
    ts.isCallExpression(parent.parent) &&
    parent.parent.expression === parent
  ) {
    const callback = parent.parent.arguments[0];
    if (!callback || !(ts.isArrowFunction(callback) || ts.isFunctionExpression(callback))) {
      return 'all';
    }
    const param = callback.parameters[0];
    return param ? namesRead(param.name, callback.body) : [];
  }
  if (ts.isAwaitExpression(parent)) {
    const user = outer(parent);
    if (ts.isPropertyAccessExpression(user)) return [user.name.text];
    if (ts.isVariableDeclaration(user)) {
      let scope: ts.Node = user;
      while (!ts.isBlock(scope) && !ts.isSourceFile(scope)) scope = scope.parent;
      return namesRead(user.name, scope);
    }
  }
  return 'all';
}

export function findDeadExports(files: SourceFiles, options: DeadExportOptions): DeadExport[] {
  const modules = new Map<string, Module>();
  const used = new Set<string>();
  const allUsed = new Set<string>();

  function resolveModule(from: string, specifier: string): string | undefined {
    let base: string | undefined;
    if (specifier.startsWith('.')) {
      base = posix.join(posix.dirname(from), specifier);
    } else {
      const scoped = /^(@[^/]+\/[^/]+)(?:\/(.*))?$/.exec(specifier);
      const pkg = scoped?.[1] ? options.packages.get(scoped[1]) : undefined;
      if (!pkg) return undefined;
      const subpath = scoped?.[2] ? `./${scoped[2]}` : '.';
      for (const [pattern, target] of Object.entries(pkg.exports)) {
        const star = pattern.indexOf('*');
        if (star < 0 && pattern === subpath) base = posix.join(pkg.dir, target);
        else if (
          star >= 0 &&
          subpath.startsWith(pattern.slice(0, star)) &&
          subpath.endsWith(pattern.slice(star + 1))
        ) {
          const middle = subpath.slice(star, subpath.length - (pattern.length - star - 1));
          base = posix.join(pkg.dir, target.replace('*', middle));
        }
        if (base) break;
      }
      if (!base) return undefined;
    }
    const stem = base.replace(/\.(js|mjs)$/, '');
    for (const candidate of [base, ...EXTENSIONS.map((ext) => stem + ext)]) {
      if (files.has(candidate)) return candidate;
    }
    return undefined;
  }

  function moduleOf(path: string): Module | undefined {
    return modules.get(path);
  }

  /** `name` of `path` is used: so is whatever it re-exports. */
  function use(path: string, name: string, seen = new Set<string>()): void {
    const key = `${path}#${name}`;
    if (seen.has(key)) return;
    seen.add(key);
    used.add(key);
    const module = moduleOf(path);
    if (!module) return;
    const found = module.exports.get(name);
    if (found?.kind === 'reexport') use(found.from, found.name, seen);
    else if (found?.kind === 'namespace') useAll(found.from, seen);
    else if (!found && name !== 'default') for (const star of module.stars) use(star, name, seen);
  }

  function useAll(path: string, seen = new Set<string>()): void {
    if (allUsed.has(path)) return;
    allUsed.add(path);
    const module = moduleOf(path);
    if (!module) return;
    for (const name of module.exports.keys()) use(path, name, seen);
    for (const star of module.stars) useAll(star, seen);
  }

  const parsed = new Map<string, ts.SourceFile>();
  for (const [path, text] of files) {
    const kind = path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    parsed.set(path, ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind));
  }

  // Every file's exports.
  for (const [path, sf] of parsed) {
    const module: Module = { exports: new Map(), stars: [] };
    modules.set(path, module);
    for (const statement of sf.statements) {
      const line = lineOf(sf, statement);
      if (ts.isExportDeclaration(statement)) {
        const from = moduleText(statement.moduleSpecifier);
        const target = from === undefined ? undefined : resolveModule(path, from);
        const clause = statement.exportClause;
        if (!clause) {
          if (target) module.stars.push(target);
        } else if (ts.isNamespaceExport(clause)) {
          module.exports.set(
            clause.name.text,
            target ? { kind: 'namespace', line, from: target } : { kind: 'local', line },
          );
        } else {
          for (const element of clause.elements) {
            const name = element.name.text;
            const original = (element.propertyName ?? element.name).text;
            module.exports.set(
              name,
              target
                ? { kind: 'reexport', line, from: target, name: original }
                : { kind: 'local', line },
            );
          }
        }
      } else if (ts.isExportAssignment(statement)) {
        module.exports.set('default', { kind: 'local', line });
      } else if (hasExport(statement)) {
        if (isDefault(statement)) {
          module.exports.set('default', { kind: 'local', line });
        } else if (ts.isVariableStatement(statement)) {
          const names: string[] = [];
          for (const declaration of statement.declarationList.declarations) {
            bindingNames(declaration.name, names);
          }
          for (const name of names) module.exports.set(name, { kind: 'local', line });
        } else {
          const named = statement as ts.Node & { name?: ts.Node };
          if (named.name && ts.isIdentifier(named.name)) {
            module.exports.set(named.name.text, { kind: 'local', line });
          }
        }
      }
    }
  }

  // Every use by a non-test file.
  for (const [path, sf] of parsed) {
    if (!options.user(path)) continue;
    const reexportsFromElsewhere = !options.checked(path);
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node)) {
        const target = resolveModule(path, moduleText(node.moduleSpecifier) ?? '');
        const clause = node.importClause;
        if (target && clause) {
          if (clause.name) use(target, 'default');
          const bindings = clause.namedBindings;
          if (bindings && ts.isNamedImports(bindings)) {
            for (const element of bindings.elements) {
              use(target, (element.propertyName ?? element.name).text);
            }
          } else if (bindings && ts.isNamespaceImport(bindings)) {
            const names = namesRead(bindings.name, sf);
            if (names === 'all') useAll(target);
            else for (const name of names) use(target, name);
          }
        }
        return;
      }
      if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
        // A re-export by a checked file is followed from that file's own export; by any other
        // user (a bench script), it is a use.
        const target = resolveModule(path, moduleText(node.moduleSpecifier) ?? '');
        if (target && reexportsFromElsewhere) {
          const clause = node.exportClause;
          if (!clause || ts.isNamespaceExport(clause)) useAll(target);
          else
            for (const element of clause.elements)
              use(target, (element.propertyName ?? element.name).text);
        }
        return;
      }
      if (ts.isImportTypeNode(node)) {
        const argument = node.argument;
        const specifier =
          ts.isLiteralTypeNode(argument) && ts.isStringLiteral(argument.literal)
            ? argument.literal.text
            : undefined;
        const target = specifier === undefined ? undefined : resolveModule(path, specifier);
        if (target) {
          let qualifier = node.qualifier;
          while (qualifier && ts.isQualifiedName(qualifier)) qualifier = qualifier.left;
          if (qualifier) use(target, qualifier.text);
          else useAll(target);
        }
      }
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const specifier = moduleText(node.arguments[0]);
        const target = specifier === undefined ? undefined : resolveModule(path, specifier);
        if (target) {
          const names = dynamicImportReads(node);
          if (names === 'all') useAll(target);
          else for (const name of names) use(target, name);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }

  for (const entry of options.entries) useAll(entry);

  const dead: DeadExport[] = [];
  for (const [path, module] of modules) {
    if (!options.checked(path) || allUsed.has(path)) continue;
    for (const [name, found] of module.exports) {
      if (!used.has(`${path}#${name}`)) dead.push({ file: path, line: found.line, name });
    }
  }
  return dead.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
