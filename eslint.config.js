import js from '@eslint/js'
import { join } from 'node:path'
import { defineConfig, globalIgnores, includeIgnoreFile } from 'eslint/config'
import i18next from 'eslint-plugin-i18next'
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
  ['> Literal[value=/\\S/]', '> JSXExpressionContainer > Literal[value=/\\S/]', '> JSXExpressionContainer > TemplateLiteral'].map((value) => ({
    selector: `JSXOpeningElement[name.name=${element}] > JSXAttribute[name.name=/^(${props.join('|')})$/] ${value}`,
    message: 'Visible text comes from t(...) and locale JSON.',
  }))

export default defineConfig([
  includeIgnoreFile(join(import.meta.dirname, '.gitignore')),
  globalIgnores(['reports/', 'deploy/']),
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'tests/**/*.{ts,tsx}', '*.config.ts'],
    extends: [js.configs.recommended, tseslint.configs.recommended, reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
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
        ...literalIn('/^[a-z]/', visibleProps.filter((prop) => !checkedOnHtml.includes(prop))),
        ...literalIn(`/^(${SVG_TAGS.join('|')})$/`, checkedOnHtml),
      ],
    },
  },
])
