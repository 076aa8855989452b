import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { FRONT_END_PACKAGES } from '../../ci/packages.ts';
import { NARROWED_PACKAGES } from '../singletons.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const SOURCE_DIRS = [...FRONT_END_PACKAGES, 'shared'].map((dir) => path.join(repoRoot, dir, 'src'));

/**
 * Application sources the browser build bundles (tests run on the whole package instead; a
 * `*.server.tsx` file runs only in the build's prerender, which has no shared modules).
 */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d|server)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
}

/** The value names `file` imports from `pkg` (`default` for a default import, `*` for a namespace). */
function importedNames(source: ts.SourceFile, pkg: string): string[] {
  const names: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || (statement.moduleSpecifier as ts.StringLiteral).text !== pkg) continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    if (clause.name) names.push('default');
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements)
        if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
    }
  }
  return names;
}

function exportedNames(source: ts.SourceFile): string[] {
  return source.statements.flatMap((statement) =>
    ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)
      ? statement.exportClause.elements.map((element) => element.name.text)
      : [],
  );
}

describe.each(Object.entries(NARROWED_PACKAGES))('the shared %s', (pkg, file) => {
  const exported = new Set(exportedNames(parse(path.join(repoRoot, 'shared', file))));

  it('re-exports something', () => {
    expect(exported.size).toBeGreaterThan(0);
  });

  it('offers every export the apps import from the package', () => {
    const missing: string[] = [];
    for (const source of SOURCE_DIRS.flatMap(sourceFiles).map(parse)) {
      for (const name of importedNames(source, pkg)) {
        if (!exported.has(name)) missing.push(`${path.relative(repoRoot, source.fileName)}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
