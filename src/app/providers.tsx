import { ChakraProvider } from '@chakra-ui/react'
import { CacheProvider, type EmotionCache } from '@emotion/react'
import type { i18n as I18n } from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { siteSystem } from '../theme/system.ts'

interface ProvidersProps {
  i18n: I18n
  emotionCache: EmotionCache
  children: ReactNode
}

export function Providers({ i18n, emotionCache, children }: ProvidersProps) {
  return (
    <CacheProvider value={emotionCache}>
      <ChakraProvider value={siteSystem()}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </ChakraProvider>
    </CacheProvider>
  )
}
