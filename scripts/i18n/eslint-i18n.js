// @ts-check
// The i18n part of eslint.config.js: every text a user reads goes through react-intl, with an
// explicit id and a description (docs/decisions/007-message-catalogues.md).
import formatjs from 'eslint-plugin-formatjs';

/** JSX texts that are not words: separators and symbols read the same in both languages. */
export const LANGUAGE_NEUTRAL_TEXTS = ['·', '•', '|', '/', '–', '—', '-', '×', '*', '…'];

/** Props a user reads (or hears, through a screen reader), on any element or component. */
const USER_FACING_PROPS =
  '{label,placeholder,title,alt,aria-label,aria-description,aria-valuetext,hint,validationMessage}';
/** Object properties that become visible texts (dialog actions, menu items, table columns…). */
const USER_FACING_KEYS = ['label', 'title', 'placeholder', 'ariaLabel', 'aria-label', 'alt', 'hint', 'text'];

/**
 * A formatjs rule whose reports pass through `rewrite` first (undefined drops the report).
 * @param {string} name
 * @param {(descriptor: any) => any} rewrite
 * @returns {import('eslint').Rule.RuleModule}
 */
const adapted = (name, rewrite) => {
  const rule = formatjs.rules[name];
  if (!rule) throw new Error(`eslint-plugin-formatjs no longer has the rule ${name}`);
  return {
    meta: { ...rule.meta, docs: { ...rule.meta?.docs, url: undefined } },
    create(context) {
      // ESLint freezes the context: a child object overrides report() and reads the rest from it.
      const child = Object.create(context, {
        report: {
          value: (/** @type {any} */ descriptor) => {
            const kept = rewrite(descriptor);
            if (kept) context.report(kept);
          },
        },
      });
      return rule.create(child);
    },
  };
};

/** @param {any} node the reported JSXText, Literal, TemplateLiteral or JSXAttribute */
const reportedText = (node) => {
  if (node.type === 'JSXText' || node.type === 'Literal') return String(node.value);
  if (node.type === 'JSXAttribute' && node.value?.type === 'Literal') return String(node.value.value);
  return undefined;
};

const i18nPlugin = {
  rules: {
    // formatjs's rule has no option for texts that need no translation (`{' · '}` between parts).
    'no-literal-string-in-jsx': adapted('no-literal-string-in-jsx', (descriptor) => {
      const text = reportedText(descriptor.node)?.trim();
      return text !== undefined && LANGUAGE_NEUTRAL_TEXTS.includes(text) ? undefined : descriptor;
    }),
    // formatjs's fix would write a content hash as the id: ids are chosen by hand, so no fix.
    'enforce-id': adapted('enforce-id', ({ fix: _fix, ...descriptor }) => descriptor),
  },
};

const productionSources = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}', '**/*.test-support.{ts,tsx}', 'src/api/generated/**'],
};

export const i18nLintConfigs = [
  {
    name: 'i18n/messages',
    ...productionSources,
    plugins: { formatjs, i18n: i18nPlugin },
    rules: {
      'i18n/enforce-id': [
        'error',
        {
          // Explicit, stable, readable ids (feature.screen.text): a hash would change with the text.
          idInterpolationPattern: '[sha512:contenthash:base64:10]',
          idWhitelist: ['^[a-z][a-zA-Z0-9]*(\\.[a-zA-Z0-9]+)+$'],
        },
      ],
      'formatjs/enforce-description': ['error', 'literal'],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/enforce-plural-rules': ['error', { one: true, other: true }],
      'formatjs/no-invalid-icu': 'error',
      'formatjs/no-multiple-plurals': 'error',
      'formatjs/no-offset': 'error',
      'formatjs/no-complex-selectors': ['error', { limit: 20 }],
      'formatjs/no-emoji': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
      'formatjs/prefer-pound-in-plural': 'error',
      'formatjs/no-missing-icu-plural-one-placeholders': 'error',
      'formatjs/no-literal-string-in-object': ['error', { include: USER_FACING_KEYS }],
    },
  },
  {
    name: 'i18n/no literal texts in JSX',
    ...productionSources,
    files: ['src/**/*.tsx'],
    plugins: { i18n: i18nPlugin },
    rules: {
      'i18n/no-literal-string-in-jsx': ['error', { props: { include: [['*', USER_FACING_PROPS]] } }],
    },
  },
];
