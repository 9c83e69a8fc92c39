/**
 * `npm run i18n:check` (CI, after lint): fails when lang/en.json is not what extraction gives now,
 * when fr.json and en.json do not have the same ids, when an entry has no description for
 * translators, when a message is not valid ICU, when a translation's placeholders differ, or when
 * a French message uses a variant that lang/glossary.json lists instead of the product's term.
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  extractionDrift,
  idsMissing,
  idsWithoutDescription,
  placeholderMismatches,
  type CompiledCatalogue,
  type SourceCatalogue,
} from './catalogue-rules.js';
import { compileCatalogue } from './compile-catalogue.js';
import { glossaryProblems, glossaryViolations, type Glossary } from './glossary-rules.js';

const root = process.cwd();
const EN = 'lang/en.json';
const FR = 'lang/fr.json';
const GLOSSARY = 'lang/glossary.json';

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** Runs the very `i18n:extract` script of package.json, into a temporary file. */
const extractNow = (): SourceCatalogue => {
  const scripts = readJson<{ scripts: Record<string, string> }>(join(root, 'package.json')).scripts;
  const command = scripts['i18n:extract'];
  if (!command?.includes(`--out-file ${EN}`)) throw new Error(`i18n:extract no longer writes ${EN}`);
  const dir = mkdtempSync(join(tmpdir(), 'i18n-check-'));
  try {
    const out = join(dir, 'en.json');
    execSync(command.replace(`--out-file ${EN}`, `--out-file ${JSON.stringify(out)}`), {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH ?? ''}` },
    });
    return readJson<SourceCatalogue>(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

const compileOrReport = (file: string, problems: string[]): CompiledCatalogue | undefined => {
  try {
    return JSON.parse(compileCatalogue(file, root)) as CompiledCatalogue;
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr;
    problems.push(`${file} does not compile (invalid ICU message):\n${stderr ?? String(error)}`);
    return undefined;
  }
};

const list = (ids: string[]) => ids.map((id) => `    ${id}`).join('\n');

const main = () => {
  const problems: string[] = [];
  const en = readJson<SourceCatalogue>(join(root, EN));
  const fr = readJson<SourceCatalogue>(join(root, FR));

  const drift = extractionDrift(en, extractNow());
  if (drift.added.length) problems.push(`messages of the code missing from ${EN}:\n${list(drift.added)}`);
  if (drift.removed.length) problems.push(`messages of ${EN} no longer in the code:\n${list(drift.removed)}`);
  if (drift.changed.length)
    problems.push(`messages changed in the code since extraction:\n${list(drift.changed)}`);
  if (drift.added.length + drift.removed.length + drift.changed.length > 0) {
    problems.push(`run \`npm run i18n:extract\` and commit ${EN} (then translate in ${FR})`);
  }

  const untranslated = idsMissing(en, fr);
  if (untranslated.length) problems.push(`ids of ${EN} missing from ${FR}:\n${list(untranslated)}`);
  const stale = idsMissing(fr, en);
  if (stale.length) problems.push(`ids of ${FR} that ${EN} does not have:\n${list(stale)}`);
  for (const [file, catalogue] of [
    [EN, en],
    [FR, fr],
  ] as const) {
    const bare = idsWithoutDescription(catalogue);
    if (bare.length) problems.push(`entries of ${file} without a description:\n${list(bare)}`);
  }

  const compiledEn = compileOrReport(EN, problems);
  const compiledFr = compileOrReport(FR, problems);
  if (compiledEn && compiledFr) {
    for (const { id, source, translation } of placeholderMismatches(compiledEn, compiledFr)) {
      problems.push(
        `${id}: French placeholders [${translation.join(', ')}] differ from English [${source.join(', ')}]`,
      );
    }
  }

  if (compiledFr) {
    const glossary = readJson<unknown>(join(root, GLOSSARY));
    const wrong = glossaryProblems(glossary, compiledFr);
    if (wrong.length) problems.push(`${GLOSSARY} is not usable:\n${list(wrong)}`);
    else {
      for (const { id, variant, preferred, term } of glossaryViolations(glossary as Glossary, compiledFr)) {
        problems.push(
          `${id}: « ${variant} » is not the glossary’s French for "${term}": write « ${preferred} » (${GLOSSARY})`,
        );
      }
    }
  }

  if (problems.length) {
    console.error(`i18n:check failed:\n\n${problems.join('\n\n')}`);
    process.exit(1);
  }
  console.log(
    `i18n:check: ${Object.keys(en).length} messages, extracted, translated, described, placeholders match, French follows the glossary`,
  );
};

main();
