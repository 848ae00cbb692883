import { HStack, Text } from '@chakra-ui/react'
import { siteConfig } from '../../site.config.ts'
import { BrandMark } from '../ui/brand-mark.tsx'

const tones = {
  light: { name: 'brand.ink', descriptor: 'brand.fg' },
  deep: { name: 'text.onDeep', descriptor: 'text.onDeepAccent' },
} as const

/** The mark and the wordmark: the name's first word set heavy, the rest in spaced small capitals beneath it. */
export function BrandLockup({ tone = 'light' }: { tone?: keyof typeof tones }) {
  const [name, ...descriptor] = siteConfig.brand.split(' ')
  const colors = tones[tone]
  return (
    <HStack as="span" gap="2.5" alignItems="center">
      <BrandMark boxSize="9" />
      <Text as="span" display="flex" flexDirection="column" fontFamily="heading" lineHeight="1" whiteSpace="nowrap">
        <Text as="span" fontSize="xl" fontWeight="extrabold" letterSpacing="-0.02em" color={colors.name}>
          {name}
        </Text>
        {/* Not laid out in the column, but read and copied: "Sankofa Digital", not "SankofaDigital". */}
        {descriptor.length > 0 && ' '}
        {descriptor.length > 0 && (
          <Text
            as="span"
            fontSize="xs"
            fontWeight="semibold"
            letterSpacing="0.3em"
            textTransform="uppercase"
            color={colors.descriptor}
            marginTop="1"
          >
            {descriptor.join(' ')}
          </Text>
        )}
      </Text>
    </HStack>
  )
}
