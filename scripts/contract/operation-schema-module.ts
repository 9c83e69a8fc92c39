import ts from 'typescript';

/** Whether `name` is one of the operation's own exports in orval's zod output (`getPractice…`, `GetPractice…`). */
const belongsTo = (name: string, operationId: string): boolean => {
  const pascal = operationId.charAt(0).toUpperCase() + operationId.slice(1);
  const prefix = [operationId, pascal].find((candidate) => name.startsWith(candidate));
  if (!prefix) return false;
  // `getPractices…` is not `getPractice`'s: what follows the prefix starts a new word.
  const next = name.charAt(prefix.length);
  return next === '' || (next >= 'A' && next <= 'Z');
};

/**
 * The source of a module holding one operation's schemas from a generated zod module (orval's
 * `<group>.zod.ts`: its parameters, body and response, and their limits) and the constants they
 * are built from, nothing else. Screens and the HTTP client import an operation's schemas from
 * it: a group's module, shared by the screens of the group, put every schema of the group in the
 * bundle of each of them (decision 031).
 */
export const operationSchemaModule = (groupSource: string, operationId: string, header: string): string => {
  const file = ts.createSourceFile('group.zod.ts', groupSource, ts.ScriptTarget.Latest, true);
  const constants = new Map<string, ts.VariableStatement>();
  const imports: string[] = [];
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) imports.push(statement.getText(file));
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations)
      if (ts.isIdentifier(declaration.name)) constants.set(declaration.name.text, statement);
  }
  const own = [...constants.keys()].filter((name) => belongsTo(name, operationId));
  if (own.length === 0) throw new Error(`No schema of ${operationId} in the generated module`);

  const needed = new Set<ts.VariableStatement>();
  const include = (name: string) => {
    const statement = constants.get(name);
    if (!statement || needed.has(statement)) return;
    needed.add(statement);
    const visit = (node: ts.Node) => {
      if (ts.isIdentifier(node) && node.text !== name) include(node.text);
      ts.forEachChild(node, visit);
    };
    statement.declarationList.declarations.forEach((declaration) => {
      if (declaration.initializer) visit(declaration.initializer);
    });
  };
  own.forEach(include);

  const body = file.statements
    .filter((statement): statement is ts.VariableStatement => needed.has(statement as ts.VariableStatement))
    .map((statement) => {
      const text = statement.getText(file);
      return text.startsWith('export ') ? text : `export ${text}`;
    });
  return `${header}\n${imports.join('\n')}\n\n${body.join('\n')}\n`;
};
