import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { readOperations, type SpecOperation } from '../../mocks/contract/spec-files';
import { READ_FAULTS, WRITE_FAULTS, type FaultCell } from './covers-faults';
import { readCoverageClaims, type CoverageClaim } from './fault-coverage';
import { NOT_APPLICABLE } from './not-applicable';
import { readScreens, rootDir, type Screen, type ScreenOperation } from './screen-operations';

export const MATRIX_FILE = join(rootDir, 'docs', 'fault-matrix.md');

const COLUMNS: { cell: FaultCell; label: string }[] = [
  { cell: 'status-500', label: '500' },
  { cell: 'network', label: 'Dropped connection' },
  { cell: 'timeout', label: 'Timeout' },
  { cell: 'malformed', label: 'Contract-breaking answer' },
  { cell: 'status-409', label: '409' },
  { cell: 'status-400', label: '400 naming fields' },
];

export type CellState =
  | { state: 'covered'; tests: string[] }
  | { state: 'n/a'; reason: string }
  | { state: 'uncovered' }
  /** The column does not apply to the operation's kind (reads get no 409, writes no malformed answer). */
  | { state: 'none' };

export interface MatrixRow {
  operation: ScreenOperation;
  /** A write with nothing typed (its tests claim it with coversActionFaults). */
  action: boolean;
  cells: Record<FaultCell, CellState>;
}

export interface MatrixScreen {
  screen: Screen;
  rows: MatrixRow[];
}

/** The success answer is a file: every media type it may have is `format: binary`. */
const answersAFile = (spec: SpecOperation): boolean => {
  const ok = spec.responses['200'];
  const content = ok && 'content' in ok ? Object.values(ok.content ?? {}) : [];
  return (
    content.length > 0 &&
    content.every((media) => (media as { schema?: { format?: string } }).schema?.format === 'binary')
  );
};

/**
 * Why the contract rules a cell out: a status it never answers, fields a body-less call cannot
 * name, or a shape a file's bytes cannot break.
 */
const contractReason = (cell: FaultCell, spec: SpecOperation | undefined): string | undefined => {
  if (!spec) return undefined;
  if (cell === 'malformed' && answersAFile(spec))
    return `${spec.operationId} answers a file (format: binary): any bytes are a file the person saves, no body breaks the contract`;
  if (cell === 'status-409' && !spec.responses['409'])
    return `the contract declares no 409 for ${spec.operationId}`;
  if (cell === 'status-400' && !spec.responses['400'])
    return `the contract declares no 400 for ${spec.operationId}`;
  if (cell === 'status-400' && spec.requestContentTypes.length === 0)
    return `${spec.operationId} sends no body: there is no field to name`;
  return undefined;
};

export const buildMatrix = (
  screens: Screen[] = readScreens(),
  claims: CoverageClaim[] = readCoverageClaims(),
): MatrixScreen[] => {
  const specs = new Map(readOperations().map((spec) => [spec.operationId, spec]));
  return screens.map((screen) => ({
    screen,
    rows: screen.operations.map((operation) => {
      const applicable: readonly FaultCell[] = operation.kind === 'read' ? READ_FAULTS : WRITE_FAULTS;
      const cells = Object.fromEntries(
        COLUMNS.map(({ cell }): [FaultCell, CellState] => {
          if (!applicable.includes(cell)) return [cell, { state: 'none' }];
          // The contract rules it out: a test that also runs the fault proves nothing more.
          const ruledOut = contractReason(cell, specs.get(operation.operationId));
          if (ruledOut) return [cell, { state: 'n/a', reason: ruledOut }];
          const tests = claims
            .filter(
              (claim) =>
                claim.screens.includes(screen.id) &&
                claim.operationId === operation.operationId &&
                claim.cells.includes(cell),
            )
            .map((claim) => claim.test);
          if (tests.length > 0) return [cell, { state: 'covered', tests: [...new Set(tests)] }];
          const reason = NOT_APPLICABLE.find(
            (entry) =>
              entry.screens.includes(screen.id) &&
              entry.operationId === operation.operationId &&
              entry.cells.includes(cell),
          )?.reason;
          return [cell, reason ? { state: 'n/a', reason } : { state: 'uncovered' }];
        }),
      ) as Record<FaultCell, CellState>;
      const action = claims.some(
        (claim) =>
          claim.action && claim.screens.includes(screen.id) && claim.operationId === operation.operationId,
      );
      return { operation, cells, action };
    }),
  }));
};

/** Claims that name a screen, operation or cell the matrix does not have: a test left behind by a change. */
export const strayClaims = (matrix: MatrixScreen[], claims: CoverageClaim[]): string[] =>
  claims.flatMap((claim) =>
    claim.screens.flatMap((id) => {
      const row = matrix
        .find((entry) => entry.screen.id === id)
        ?.rows.find((candidate) => candidate.operation.operationId === claim.operationId);
      if (!row) return [`${claim.test}: ${id} does not call ${claim.operationId}`];
      return claim.cells
        .filter((cell) => row.cells[cell].state === 'none')
        .map((cell) => `${claim.test}: ${cell} is not a fault of a ${row.operation.kind}`);
    }),
  );

export const uncoveredCells = (matrix: MatrixScreen[]): string[] =>
  matrix.flatMap(({ screen, rows }) =>
    rows.flatMap(({ operation, cells }) =>
      COLUMNS.filter(({ cell }) => cells[cell].state === 'uncovered').map(
        ({ cell }) => `${screen.id} (${screen.path}) ${operation.operationId} ${cell}`,
      ),
    ),
  );

const escape = (text: string) => text.replace(/\|/g, '\\|');

/** A cell's text; covering tests by their number in the list under the table. */
const renderCell = (state: CellState, number: (test: string) => number): string => {
  switch (state.state) {
    case 'covered':
      return state.tests.map((test) => `T${number(test)}`).join(', ');
    case 'n/a':
      return `n/a: ${escape(state.reason)}`;
    case 'uncovered':
      return '**uncovered**';
    case 'none':
      return '—';
  }
};

export const renderMatrix = (matrix: MatrixScreen[]): string => {
  const uncovered = uncoveredCells(matrix).length;
  const lines = [
    '# Fault matrix',
    '',
    '<!-- Generated by `npm run faults:matrix` (scripts/faults/fault-matrix.ts). Do not edit. -->',
    '',
    'Each screen of the route table and the operations it calls (found in its code), and for each',
    'fault the offline API can inject, the test that proves the screen survives it:',
    '',
    '- a **read** that fails (500, dropped connection, timeout, an answer that breaks the contract)',
    '  is said in place, where its data would be, and the screen’s “Try again” brings the data (a',
    '  download, read on a click, is said by a snackbar naming the file, and a second click brings it);',
    '- a **write** that fails (500, dropped connection, 409, 400 naming fields) keeps everything',
    '  typed in the form and says the failure at the field (400) or in the form;',
    '- an **action** is a write with nothing typed (delete, switch on or off, migrate, reset a',
    '  password, remove from a group): nothing can be lost, so a failure is said where the person',
    '  looks (in its dialog, which stays open, or a snackbar naming what failed) and the item shows',
    '  as it was (still listed, same state).',
    '',
    'A test claims its cells with `coversFaults(screen, operationId, cells)`, or',
    '`coversActionFaults` for an action (scripts/faults/covers-faults.ts); a covered cell names',
    'its tests (T1, T2…, listed as',
    '`file › describe › test` under each table; `%s` is the fault of a parametrized test).',
    '“n/a” says why a fault cannot happen there; “—”, that the',
    'column is not a fault of that kind of operation. The timeout fault holds the call, then',
    'answers 504 Gateway timeout: the client’s own 30 s limit is too long for a unit test.',
    '',
    uncovered === 0 ? 'Every cell is covered.' : `**${uncovered} cells are uncovered.**`,
    '',
  ];
  for (const { screen, rows } of matrix) {
    lines.push(
      `## ${screen.path} (${screen.id})`,
      '',
      `Page: \`${screen.module}\` (${screen.exportName})`,
      '',
    );
    if (rows.length === 0) {
      lines.push('Calls no operation of the API.', '');
      continue;
    }
    lines.push(
      `| Operation | Kind | ${COLUMNS.map(({ label }) => label).join(' | ')} |`,
      `| --- | --- | ${COLUMNS.map(() => '---').join(' | ')} |`,
    );
    const tests: string[] = [];
    const number = (test: string) => {
      if (!tests.includes(test)) tests.push(test);
      return tests.indexOf(test) + 1;
    };
    for (const { operation, cells, action } of rows) {
      const label = `\`${operation.operationId}\``;
      const kind = `${action ? 'action' : operation.kind} (${operation.method.toUpperCase()})`;
      const texts = COLUMNS.map(({ cell }) => renderCell(cells[cell], number));
      lines.push(`| ${label} | ${kind} | ${texts.join(' | ')} |`);
    }
    lines.push('', ...tests.map((test, index) => `- T${index + 1}: ${escape(test)}`), '');
  }
  return lines.join('\n');
};

/** The matrix as `npm run format` leaves it, so that the format check and this file agree. */
export const formatMatrix = async (text: string): Promise<string> =>
  format(text, { ...(await resolveConfig(MATRIX_FILE)), parser: 'markdown' });

export const readMatrixFile = (): string => readFileSync(MATRIX_FILE, 'utf8');

const isMain = process.argv[1] !== undefined && import.meta.filename === process.argv[1];
if (isMain) {
  const claims = readCoverageClaims();
  const matrix = buildMatrix(readScreens(), claims);
  const strays = strayClaims(matrix, claims);
  if (strays.length > 0) {
    console.error(`Claims that match no cell:\n${strays.join('\n')}`);
    process.exitCode = 1;
  }
  writeFileSync(MATRIX_FILE, await formatMatrix(renderMatrix(matrix)));
  const uncovered = uncoveredCells(matrix);
  console.log(`docs/fault-matrix.md: ${uncovered.length} uncovered cells`);
  if (uncovered.length > 0) console.log(uncovered.join('\n'));
}
