import { Box, Container, Grid, Heading, Text, type BoxProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/**
 * The share of its size a letter takes at most in the face's bold, WCAG text spacing (0.12 em) included, by the
 * width of its kind: the stand-ins are resized to the face, so they draw a word about as wide.
 */
const narrowLetters = /[fijlrtI'’.,:;!?()]/u
const wideLetters = /[mwMWœæŒÆ]/u
const capitals = /\p{Lu}/u
function letterWidth(letter: string): number {
  if (narrowLetters.test(letter)) return 0.54
  if (wideLetters.test(letter)) return 1
  return capitals.test(letter) ? 0.8 : 0.7
}

/**
 * The page's one display line, at least 1.6 times an H2; smaller only where its longest word would not fit the
 * screen, or the column beside an aside, whole.
 */
function displaySize(title: string): string {
  const wordWidth = (word: string) => [...word].reduce((sum, letter) => sum + letterWidth(letter), 0)
  const ems = Math.round(Math.max(...title.split(/[\s\u00ad-]+/u).map(wordWidth)) * 100) / 100
  return `min(clamp(2.25rem, 1.35rem + 4.6vw, 4.5rem), calc((100vw - 2rem) / ${ems}), ${Math.floor((42 / ems) * 100) / 100}rem)`
}

const displayHeading: BoxProps = {
  lineHeight: '1.04',
  letterSpacing: 'tight',
  fontWeight: 'bold',
  textWrap: 'balance',
}

/** Each page type has a tone of its own; the family is the left-aligned display line and its accent rule. */
const tones = {
  deep: { bg: 'teal.900', color: 'white', introColor: 'teal.50', rule: 'orange.300' },
  tint: { bg: 'teal.50', color: 'gray.900', introColor: 'gray.700', rule: 'teal.700' },
  plain: { bg: 'white', color: 'gray.900', introColor: 'gray.700', rule: 'orange.600' },
} as const

interface PageHeroProps {
  title: string
  intro: string
  tone?: keyof typeof tones
  /** Above the headline: a way back, a label. */
  kicker?: ReactNode
  /** Beside the headline from 1024 px, below it on phones. */
  aside?: ReactNode
  /** Below headline and aside, across the whole width. */
  footer?: ReactNode
  /** `split`: the intro sits in a column of its own beside the headline, for pages with a short hero. */
  layout?: 'stacked' | 'split'
  children?: ReactNode
}

export function PageHero({ title, intro, tone = 'plain', kicker, aside, footer, layout = 'stacked', children }: PageHeroProps) {
  const colours = tones[tone]
  const split = layout === 'split'
  const headline = (
    <Heading
      as="h1"
      {...displayHeading}
      fontSize={displaySize(title)}
      color={colours.color}
      _before={{ content: '""', display: 'block', width: '12', height: '1.5', marginBottom: '6', bg: colours.rule, borderRadius: 'full' }}
    >
      {title}
    </Heading>
  )
  const introText = (
    <Text fontSize={{ base: 'lg', md: 'xl' }} lineHeight="1.55" color={colours.introColor} maxWidth="38rem">
      {intro}
    </Text>
  )
  return (
    <Box
      as="section"
      bg={colours.bg}
      color={colours.color}
      paddingY={{ base: '10', md: '20' }}
      borderBottomWidth={tone === 'plain' ? '1px' : '0'}
    >
      <Container maxWidth="7xl">
        {kicker && <Box marginBottom={{ base: '6', md: '8' }}>{kicker}</Box>}
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: aside || split ? 'minmax(0, 7fr) minmax(0, 5fr)' : 'minmax(0, 1fr)' }}
          columnGap="16"
          rowGap={{ base: '6', md: '10' }}
          alignItems={split ? 'end' : 'center'}
        >
          <Box>
            {headline}
            {!split && <Box marginTop={{ base: '5', md: '6' }}>{introText}</Box>}
            {!split && children}
          </Box>
          {split && (
            <Box>
              {introText}
              {children}
            </Box>
          )}
          {aside}
        </Grid>
        {footer}
      </Container>
    </Box>
  )
}
