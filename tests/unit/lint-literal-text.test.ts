import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../support/project-copy.ts'

const eslint = new ESLint({ cwd: repoRoot })

/** The rules that fire on a section component rendering `jsx`, linted as if it sat in src/routes. */
async function rulesFiredBy(jsx: string): Promise<(string | null)[]> {
  const code = [
    "import { Box } from '@chakra-ui/react'",
    "import { useTranslation } from 'react-i18next'",
    '',
    'export function ExampleSection() {',
    '  const { t } = useTranslation()',
    `  return <Box>{t('hero.title')}${jsx}</Box>`,
    '}',
    '',
  ].join('\n')
  const [result] = await eslint.lintText(code, { filePath: 'src/routes/example.tsx' })
  return result!.messages.map(({ ruleId }) => ruleId)
}

describe('npm run lint rejects words written into TSX', () => {
  it.each([
    ['text', '<p>Hello visitor</p>'],
    ['capitals', '<Box as="span">FAQ</Box>'],
    ['alt text', '<img alt="A photo" src="/photo.jpg" />'],
    ['an aria-label', '<Box as="button" aria-label="Close" />'],
    ['a placeholder', '<input placeholder="Your name" />'],
    ['a title in braces', "<Box title={'More'} />"],
    ['a template literal', '<p>{`Hello visitor`}</p>'],
    ['a spread aria-label', "<Box {...{ 'aria-label': 'Close' }} />"],
    ['a component copy prop', '<Box intro="Welcome" />'],
  ])('%s', async (_, jsx) => {
    expect(await rulesFiredBy(jsx)).toContain('i18next/no-literal-string')
  })

  it.each([
    ['an aria-label on a link', '<a href="/" aria-label="Home" />'],
    ['a title on an SVG', '<svg title="Logo" />'],
    ['a label on an option', '<option label="Pick one" value="" />'],
  ])('%s, which the plugin lets through', async (_, jsx) => {
    expect(await rulesFiredBy(jsx)).toContain('no-restricted-syntax')
  })
})

describe('npm run lint accepts code and translated text', () => {
  it.each([
    ['a translation', "<p>{t('hero.title')}</p>"],
    ['style and element props', '<Box bg="teal.700" as="section" px="4" display={{ base: "none", lg: "flex" }} />'],
    ['link and test props', '<a href="/about" rel="noopener" className="link" id="about" data-testid="about" />'],
    ['a decorative image', '<img alt="" src="/photo.jpg" />'],
    ['a non-visible spread', "<Box {...{ role: 'img', target: '_blank' }} />"],
    ['a symbol', '<Box as="span" aria-hidden>·</Box>'],
  ])('%s', async (_, jsx) => {
    expect(await rulesFiredBy(jsx)).toEqual([])
  })
})
