import { Box, Flex, Heading } from '@chakra-ui/react'
import { LayoutSweep } from './layout-sweep.tsx'
import { PlainSelect } from '../shared/plain-select.tsx'
import { useInterfaceText } from '../shared/interface-language.tsx'
import { PreviewPane } from './preview-pane.tsx'
import { usePreview } from './preview-context.ts'

/** The preview of a page, the menu to choose it, and the check of every page's layout when the workspace opens. */
export function PreviewSection() {
  const t = useInterfaceText()
  const { language, pagePaths, pageNames, path, onPath, sweep, languages, onLanguage, draftOf, savedOf } = usePreview()
  return (
    <Box as="section" aria-label={t('preview.heading')}>
      <Flex gap="2" align="center" mb="2" wrap="wrap">
        <Heading as="h2" size="md">
          {t('preview.heading')}
        </Heading>
        <PlainSelect aria-label={t('preview.page')} value={path} onChange={(event) => onPath(event.target.value)} maxW="full">
          {Object.entries(pagePaths).map(([id, address]) => (
            <option key={id} value={address}>
              {pageNames[id]}
            </option>
          ))}
        </PlainSelect>
        {languages && onLanguage && (
          <PlainSelect aria-label={t('preview.language')} value={language} onChange={(event) => onLanguage(event.target.value)}>
            {languages.map(({ code, nativeName }) => (
              <option key={code} value={code}>
                {nativeName}
              </option>
            ))}
          </PlainSelect>
        )}
      </Flex>
      {path && <PreviewPane />}
      {sweep && (
        <LayoutSweep
          key={language}
          paths={Object.values(pagePaths)}
          draftOf={draftOf}
          savedOf={savedOf}
          onLayout={sweep.onLayout}
          onDone={sweep.onDone}
        />
      )}
    </Box>
  )
}
