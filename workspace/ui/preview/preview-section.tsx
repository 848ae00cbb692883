import { Box, Flex, Heading } from '@chakra-ui/react'
import type { LayoutProblem } from '../shared/find-layout-problems.ts'
import { LayoutSweep } from './layout-sweep.tsx'
import { PlainSelect } from '../shared/plain-select.tsx'
import { PreviewPane, type PreviewPaneProps } from './preview-pane.tsx'

interface PreviewSectionProps extends Omit<PreviewPaneProps, 'path'> {
  language: string
  pagePaths: Record<string, string>
  pageNames: Record<string, string>
  path: string | undefined
  onPath: (path: string) => void
  /** Until every page has been checked once: the sweep's findings, and its end. */
  sweep?: { onLayout: (path: string, problems: LayoutProblem[]) => void; onDone: () => void }
  /** The languages the preview may show, where it offers the choice. */
  languages?: { code: string; nativeName: string }[]
  onLanguage?: (code: string) => void
}

/** The preview of a page, the menu to choose it, and the check of every page's layout when the workspace opens. */
export function PreviewSection({
  language,
  pagePaths,
  pageNames,
  path,
  onPath,
  sweep,
  languages,
  onLanguage,
  ...pane
}: PreviewSectionProps) {
  return (
    <Box>
      <Flex gap="2" align="center" mb="2">
        <Heading as="h2" size="md">
          Preview
        </Heading>
        <PlainSelect aria-label="Page shown in the preview" value={path} onChange={(event) => onPath(event.target.value)}>
          {Object.entries(pagePaths).map(([id, address]) => (
            <option key={id} value={address}>
              {pageNames[id]}
            </option>
          ))}
        </PlainSelect>
        {languages && onLanguage && (
          <PlainSelect aria-label="Language of the preview" value={language} onChange={(event) => onLanguage(event.target.value)}>
            {languages.map(({ code, nativeName }) => (
              <option key={code} value={code}>
                {nativeName}
              </option>
            ))}
          </PlainSelect>
        )}
      </Flex>
      {path && <PreviewPane path={path} {...pane} />}
      {sweep && (
        <LayoutSweep
          key={language}
          paths={Object.values(pagePaths)}
          draftOf={pane.draftOf}
          savedOf={pane.savedOf}
          onLayout={sweep.onLayout}
          onDone={sweep.onDone}
        />
      )}
    </Box>
  )
}
