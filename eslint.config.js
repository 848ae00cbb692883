import js from '@eslint/js'
import { join } from 'node:path'
import { defineConfig, globalIgnores, includeIgnoreFile } from 'eslint/config'
import i18next from 'eslint-plugin-i18next'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import { SVG_TAGS } from 'eslint-plugin-i18next/lib/constants.js'
import i18nextDefaults from 'eslint-plugin-i18next/lib/options/defaults.js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Props whose words a visitor reads or a screen reader speaks: HTML's and ARIA's, Chakra's loadingText,
 * and our own components' copy props. Every other prop (className, as, href, bg, px, ...) is code.
 */
const visibleProps = [
  ...['alt', 'aria-label', 'aria-description', 'aria-valuetext', 'title', 'placeholder', 'label'],
  ...['loadingText', 'eyebrow', 'intro', 'text', 'submitLabel', 'mailSubject'],
]

/**
 * no-literal-string skips every prop of <a> and of the SVG elements, and on other HTML elements checks only
 * these four. The selectors below catch what it skips.
 */
const checkedOnHtml = ['alt', 'aria-label', 'title', 'placeholder']
const literalIn = (element, props) =>
  ['> Literal[value=/\\S/]', '> JSXExpressionContainer > Literal[value=/\\S/]', '> JSXExpressionContainer > TemplateLiteral'].map(
    (value) => ({
      selector: `JSXOpeningElement[name.name=${element}] > JSXAttribute[name.name=/^(${props.join('|')})$/] ${value}`,
      message: 'Visible text comes from t(...) and locale JSON.',
    }),
  )

/**
 * The one-way flow of src/ (docs/architecture.md): content -> i18n, theme -> seo, components -> routes -> app ->
 * islands -> renderer, pages. src/islands/ names the concrete islands, so it sits above the routes.
 */
const layers = ['content', 'i18n', 'theme', 'seo', 'components', 'routes', 'app', 'islands', 'renderer', 'pages']
const laterThan = {
  content: layers.slice(1),
  i18n: ['theme', ...layers.slice(3)],
  theme: ['i18n', ...layers.slice(3)],
  seo: layers.slice(4),
  components: ['seo', ...layers.slice(5)],
  routes: ['seo', ...layers.slice(6)],
  app: ['seo', ...layers.slice(7)],
  islands: ['seo', ...layers.slice(8)],
}
/** Three apps at the root, stacked one way: workspace/ -> scripts/ -> src/. */
const siteAlone = {
  regex: '^(\\.\\./)+(scripts|workspace|tests)(/|$)',
  message: 'src/ is the site: it never imports scripts/, workspace/ or tests/ (eslint.config.js, apps).',
}
/** The tests and the benchmark (tests/bench/) sit above all three apps. */
const noTests = { regex: '^(\\.\\./)+tests(/|$)', message: 'The workspace never imports the tests (eslint.config.js, apps).' }
const apps = [
  { files: ['src/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [siteAlone] }] } },
  {
    files: ['scripts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+workspace(/|$)', message: 'scripts/ never imports the workspace (eslint.config.js, apps).' },
            { regex: '^(\\.\\./)+tests(/|$)', message: 'scripts/ never imports the tests or the benchmark (eslint.config.js, apps).' },
          ],
        },
      ],
    },
  },
  {
    files: ['workspace/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./ui(/|$)', message: 'The workspace’s server never imports its page (eslint.config.js, apps).' },
            noTests,
          ],
        },
      ],
    },
  },
]

/** The workspace's page: its views over shared pieces (content -> strings -> preview -> shared), its server for types only. */
const serverTypesOnly = {
  regex: '^(\\.\\./)+server(/|$)',
  allowTypeImports: true,
  message: 'The workspace’s page imports its server for types only (import type): the server runs in Node.',
}
const workspaceViews = ['content', 'strings', 'preview', 'shared']
const workspaceFlow = workspaceViews.map((view, index) => ({
  files: [`workspace/ui/${view}/**/*.{ts,tsx}`],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          serverTypesOnly,
          noTests,
          ...(index
            ? [
                {
                  regex: `^\\.\\./(${workspaceViews.slice(0, index).join('|')})(/|$)`,
                  message: `workspace/ui/${view} comes after ${workspaceViews.slice(0, index).join(', ')}: imports flow one way (eslint.config.js).`,
                },
              ]
            : []),
        ],
      },
    ],
  },
}))

const importFlow = Object.entries(laterThan).map(([layer, forbidden]) => ({
  files: [`src/${layer}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          siteAlone,
          {
            regex: `^(\\.\\./)+(${forbidden.join('|')})(/|$)`,
            message: `src/${layer} comes before ${forbidden.join(', ')}: imports flow one way (eslint.config.js, layers).`,
          },
          { regex: '^vike(/|$)', message: 'Only src/renderer and src/pages use Vike.' },
          ...(layer === 'routes'
            ? [{ regex: '^\\.\\./[^.]', message: 'A route does not import another route: move what they share to components or content.' }]
            : []),
        ],
      },
    ],
  },
}))

/** Files and folders are kebab-case; Vike's own `+` files and `_error` folder keep their names. */
const fileNames = {
  rules: {
    'kebab-case': {
      meta: { type: 'suggestion', schema: [] },
      create: (context) => ({
        Program(node) {
          const relative = context.filename.slice(context.cwd.length + 1)
          const wrong = relative.split('/').filter((part) => !/^(\+[a-zA-Z]+|_[a-z]+|[a-z0-9]+(-[a-z0-9]+)*)(\.[a-z0-9]+)*$/.test(part))
          if (wrong.length) context.report({ node, message: `“${wrong.join('/')}” is not kebab-case.` })
        },
      }),
    },
  },
}

export default defineConfig([
  includeIgnoreFile(join(import.meta.dirname, '.gitignore')),
  globalIgnores(['reports/']),
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,tsx}', 'workspace/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', '*.config.ts', 'knip.ts'],
    extends: [js.configs.recommended, tseslint.configs.recommended, reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  ...apps,
  ...importFlow,
  ...workspaceFlow,
  {
    // main.tsx and workspace.tsx, above the views.
    files: ['workspace/ui/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [serverTypesOnly, noTests] }] },
  },
  {
    // No import cycle anywhere, the root's configurations included: each module's imports form a tree that ends.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,tsx}', 'workspace/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', '*.{ts,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,tsx}', 'workspace/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { files: fileNames },
    rules: { 'files/kebab-case': 'error' },
  },
  {
    // Counted from a function's first line to its last, nested functions and comments included.
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 80, IIFEs: true }] },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter, which is `{}` when it has none.
    files: ['tests/**/*.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { i18next },
    rules: {
      // jsx-only: text and strings written inside JSX, template literals included. With include lists, only
      // visible props are checked, whether written as attributes or spread from an object. Capitals are words
      // on a page ("OK", "FAQ"); tCommon and friends are t under another name.
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'should-validate-template': true,
          'jsx-attributes': { include: visibleProps },
          'object-properties': { include: visibleProps },
          words: { exclude: i18nextDefaults.words.exclude.filter((word) => word !== '[A-Z_-]+') },
          callees: { exclude: [...i18nextDefaults.callees.exclude, 't[A-Z]\\w*'] },
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...literalIn(
          '/^[a-z]/',
          visibleProps.filter((prop) => !checkedOnHtml.includes(prop)),
        ),
        ...literalIn(`/^(${SVG_TAGS.join('|')})$/`, checkedOnHtml),
      ],
    },
  },
])
