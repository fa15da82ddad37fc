// ESLint: correctness rules (typescript-eslint, React hooks) and the architecture boundaries the
// README describes, checked on every import after it is resolved (so '@/...', '@shared/...' and
// relative paths are treated alike). Formatting is Prettier's job, not ESLint's.
import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';

const root = import.meta.dirname;
const featuresDir = 'client/src/features';
const features = readdirSync(path.join(root, featuresDir), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Each zone forbids files under `target` to import anything under `from`.
const boundaries = [
  // A feature is a vertical slice: it may use its own files, never another feature's.
  ...features.map((feature) => ({
    target: `${featuresDir}/${feature}`,
    from: featuresDir,
    except: [`./${feature}`],
    message:
      'Features never import each other; compose them in app/ or move the shared part to entities/ (business) or components/ or lib/ (generic).',
  })),
  // Generic plumbing (components/, lib/, config/, hooks/, i18n/) sits under the business code of
  // entities/ (plan, glossary, strategy ...), which sits under features/ and app/.
  ...['components', 'lib', 'config', 'hooks', 'i18n'].flatMap((layer) =>
    ['entities', 'features', 'app'].map((upper) => ({
      target: `client/src/${layer}`,
      from: `client/src/${upper}`,
      message: `client/src/${layer}/ is generic plumbing below ${upper}/ and never imports it.`,
    })),
  ),
  ...['features', 'app'].map((upper) => ({
    target: 'client/src/entities',
    from: `client/src/${upper}`,
    message: `client/src/entities/ is below ${upper}/ and never imports it; features and app/ import entities.`,
  })),
  {
    target: 'client/src/features',
    from: 'client/src/app',
    message: 'Features never import app/; app/ composes features.',
  },
  { target: 'shared', from: 'client', message: 'shared/ is imported by client and server and imports neither.' },
  { target: 'shared', from: 'server', message: 'shared/ is imported by client and server and imports neither.' },
  { target: 'server', from: 'client', message: 'The server never imports client code; share it through shared/.' },
  { target: 'client', from: 'server', message: 'The client never imports server code; share it through shared/.' },
  {
    target: 'client',
    from: 'shared/content/quiz-bank.ts',
    message: 'The quiz bank holds the answer key: only the server imports it (decision 042).',
  },
  {
    target: 'client',
    from: 'shared/content/quiz-questions',
    message: 'The quiz questions hold the answer key: only the server imports them (decision 042).',
  },
  ...['quiz-guide', 'quiz-stories', 'quiz-glossary', 'quiz-strategies', 'quiz-security', 'quiz-sources'].map(
    (file) => ({
      target: 'client',
      from: `shared/content/es/${file}.ts`,
      message: 'The quiz questions in Spanish reveal the answers: only the server imports them (decision 042).',
    }),
  ),
];

// Layers inside server/src, for its source files (a test may compose layers to test one):
// lib/ and config/ are plumbing under everything, services/ hold the rules and never reach up
// into the HTTP layer.
const serverBoundaries = [
  ...['lib', 'config'].flatMap((layer) =>
    ['middleware', 'services', 'routes'].map((upper) => ({
      target: `server/src/${layer}`,
      from: `server/src/${upper}`,
      message: `server/src/${layer}/ is plumbing below ${upper}/ and never imports it.`,
    })),
  ),
  {
    target: 'server/src/services',
    from: 'server/src/routes',
    message: 'Services never import routes; routes call services.',
  },
];

// Comments and test names say what a rule is in their own words. A citation of the product
// document (by section number, or by pointing at its wording) tells a reader who never saw it
// nothing, and goes stale when the document changes.
const specCitation =
  /\bspec(?:ification)?(?:'s)?\s+(?:section|sections|says|said|message|messages|text|texts|words|wording|rule|rules|list)\b|\b(?:the|per|as in|see) spec(?:ification)?\b|\bsection \d+ of the\b|§/i;
const testFunctions = new Set(['it', 'test', 'describe', 'suite', 'bench']);

/** Whether `callee` names a test or a group of tests: it(...), test.describe(...), it.each([...])(...). */
function isTestCallee(callee) {
  if (callee.type === 'Identifier') return testFunctions.has(callee.name);
  if (callee.type === 'MemberExpression') return isTestCallee(callee.object);
  if (callee.type === 'CallExpression') return isTestCallee(callee.callee);
  return false;
}

const noSpecCitations = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments and test names state the rule instead of citing the product document.' },
    messages: { citation: "Say what the rule is in your own words instead of citing the document ('{{ text }}')." },
    schema: [],
  },
  create(context) {
    const check = (text, loc) => {
      const match = specCitation.exec(text);
      if (match) context.report({ loc, messageId: 'citation', data: { text: match[0] } });
    };
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) check(comment.value, comment.loc);
      },
      CallExpression(node) {
        if (!isTestCallee(node.callee)) return;
        const [name] = node.arguments;
        if (name?.type === 'Literal' && typeof name.value === 'string') check(name.value, name.loc);
        if (name?.type === 'TemplateLiteral') check(name.quasis.map((part) => part.value.cooked).join(' '), name.loc);
      },
    };
  },
};

// Every count's words go through one helper (shared/domain/plural.ts), so '1 uses' cannot come
// back: a choice between two words on a comparison with 1 is reported.
const pluralWithHelper = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Singular or plural words for a count come from pluralize() or pluralNoun().' },
    messages: {
      helper: "Use pluralize() or pluralNoun() from shared/domain/plural.ts for '{{ singular }}' / '{{ plural }}'.",
    },
    schema: [],
  },
  create(context) {
    const isOne = (node) => node.type === 'Literal' && node.value === 1;
    const isWords = (node) => node.type === 'Literal' && typeof node.value === 'string';
    return {
      ConditionalExpression(node) {
        const { test, consequent, alternate } = node;
        if (
          test.type !== 'BinaryExpression' ||
          !['===', '!==', '==', '!=', '>', '<', '>=', '<='].includes(test.operator)
        )
          return;
        if (!isOne(test.left) && !isOne(test.right)) return;
        if (!isWords(consequent) || !isWords(alternate)) return;
        context.report({ node, messageId: 'helper', data: { singular: consequent.value, plural: alternate.value } });
      },
    };
  },
};

const nodeBuiltins = builtinModules.filter((name) => !name.startsWith('_'));
const sharedIo = 'shared/ has no I/O: take the value as an argument instead.';

export default defineConfig(
  {
    ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'coverage/**'],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: {
      'import-x': importX,
      'check-file': checkFile,
      arkad: { rules: { 'no-spec-citations': noSpecCitations, 'plural-with-helper': pluralWithHelper } },
    },
    settings: {
      // Which files import-x reads to follow imports (for no-cycle): TypeScript through its parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'arkad/no-spec-citations': 'error',
      'arkad/plural-with-helper': 'error',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    // A function over 15 paths is split: a hook for state and effects, a view for markup, helpers
    // for the rest. Tests, test helpers and the generated API client are left out.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', 'client/src/test/**', 'server/src/test/**', 'e2e/**', 'client/src/api/**'],
    rules: { complexity: ['error', 15] },
  },
  {
    // A test may spell out the words it expects by hand: that is the point of the test.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { 'arkad/plural-with-helper': 'off' },
  },
  {
    // vi.waitFor gives up after 1 s unless told otherwise, which a busy machine outlasts; Testing
    // Library's waitFor is bounded by the suite's asyncUtilTimeout (client/src/test/setup.ts).
    files: ['client/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'waitFor', message: "Use waitFor from '@testing-library/react'." },
        { object: 'vi', property: 'waitUntil', message: "Use waitFor from '@testing-library/react'." },
      ],
    },
  },
  {
    // server/src's layers (serverBoundaries), on top of the boundaries every file keeps.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...boundaries, ...serverBoundaries] }],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // shared/ runs on both sides and is pure: no Node modules, network, storage, clock or env.
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts'],
    languageOptions: { globals: { ...globals.es2023 } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins.map((name) => ({ name, message: sharedIo })),
          patterns: [{ group: ['node:*'], message: sharedIo }],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...[
          'fetch',
          'XMLHttpRequest',
          'WebSocket',
          'localStorage',
          'sessionStorage',
          'indexedDB',
          'document',
          'window',
          'navigator',
          'process',
          'globalThis',
        ].map((name) => ({ name, message: sharedIo })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: `Reading the clock is I/O. ${sharedIo}`,
        },
        { selector: "CallExpression[callee.name='Date']", message: `Reading the clock is I/O. ${sharedIo}` },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: `Reading the clock is I/O. ${sharedIo}`,
        },
        {
          selector: "CallExpression[callee.object.name='performance'][callee.property.name='now']",
          message: `Reading the clock is I/O. ${sharedIo}`,
        },
      ],
    },
  },
  {
    // The client reaches the API only through the operations in client/src/api (generated from
    // shared/api) and lib/api-client.ts, which builds each URL and checks each answer.
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/**/*.test.{ts,tsx}', 'client/src/test/**', 'client/src/api/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api(\\/|$|\\?)/]',
          message: 'Call the operation (client/src/api) through callApi; never write an API URL by hand.',
        },
        {
          selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/api(\\/|$|\\?)/]',
          message: 'Call the operation (client/src/api) through callApi; never write an API URL by hand.',
        },
        {
          selector: "TSAsExpression > AwaitExpression, TSAsExpression > CallExpression[callee.property.name='json']",
          message: 'An answer is checked by callApi against its schema; never cast one.',
        },
        {
          selector: "MemberExpression[object.name='api'][property.name=/^(get|post|put|delete|patch)$/]",
          message: 'Call the operation through callApi.',
        },
      ],
    },
  },
  {
    // A part of the app loaded on demand waits for the connection when offline instead of throwing
    // (lib/lazy-when-online.ts). The toaster and the glossary popup keep their own fallback (no toast,
    // a plain term) rather than wait or fail the page.
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: [
      'client/src/**/*.test.{ts,tsx}',
      'client/src/test/**',
      'client/src/lib/lazy-when-online.ts',
      'client/src/lib/preloadable-lazy.tsx',
      'client/src/components/ui/toaster-on-demand.tsx',
      'client/src/entities/glossary/components/glossary-text.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['lazy'],
              message: 'Use lazyWhenOnline (lib/lazy-when-online.ts): offline, a part waits for the connection.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every /api route is an operation declared in shared/api and registered through the ApiRouter.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.test.ts', 'server/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(get|post|put|delete|patch|all|use)$/] > Literal.arguments:first-child[value=/^\\/api\\//]',
          message: 'Declare the operation in shared/api and register it with api.handle(operation, handler).',
        },
      ],
    },
  },
);
