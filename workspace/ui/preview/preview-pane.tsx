import { Box, Flex, Heading, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { useInterfaceText } from '../shared/interface-language.tsx'
import { usePreview, type PreviewValue } from './preview-context.ts'
import { addPreviewStyle, highlight, keyOf, layoutProblems, markTexts, showTexts } from './preview-marks.ts'

const frames = [
  { name: 'phone', title: 'preview.phone', width: 375, height: 720 },
  { name: 'desktop', title: 'preview.desktop', width: 1280, height: 1440 },
] as const
const gap = 16

/**
 * The phone frame at its real size where it fits, else the room's width; the desktop one scaled to the room left
 * beside it (between a fifth and a half), or below it on a narrow screen.
 */
function useFrameScales(container: RefObject<HTMLDivElement | null>): number[] {
  const [width, setWidth] = useState(0)
  useEffect(() => {
    const element = container.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) => setWidth(entry!.contentRect.width))
    observer.observe(element)
    return () => observer.disconnect()
  }, [container])
  const [phone, desktop] = frames
  const phoneScale = width > 0 ? Math.min(1, width / phone.width) : 1
  return [phoneScale, Math.min(0.5, Math.max(0.2, (width - phone.width - gap) / desktop.width))]
}

/**
 * The real page in the language, at phone and desktop width, showing the drafts as they are typed. A click
 * on a text selects its string; the phone frame's layout is checked after each change.
 */
export function PreviewPane() {
  const t = useInterfaceText()
  const props = usePreview() as PreviewValue & { path: string }
  const latest = useRef(props)
  // Listeners in the frames read the newest callbacks; this runs before the effects below.
  useEffect(() => {
    latest.current = props
  })
  const refs = useRef<(HTMLIFrameElement | null)[]>([])
  const container = useRef<HTMLDivElement>(null)
  const scales = useFrameScales(container)
  const [loads, setLoads] = useState(0)

  const update = (scroll: boolean) => {
    const { draftOf, savedOf, selected, onLayout } = latest.current
    refs.current.forEach((frame, index) => {
      const doc = frame?.contentDocument
      if (!doc?.body || !doc.body.dataset.translateReady) return
      showTexts(doc, draftOf, savedOf)
      const target = highlight(doc, selected)
      // Scrolls the frame only: scrollIntoView would scroll the workspace around it too.
      const view = doc.defaultView
      if (scroll && target && view) view.scrollTo({ top: target.getBoundingClientRect().top + view.scrollY - view.innerHeight / 2 })
      // The layout check reads the whole page's layout: it runs once the typed text is painted, not before.
      if (index === 0) view?.requestAnimationFrame(() => setTimeout(() => onLayout(doc.location.pathname, layoutProblems(doc))))
    })
  }

  const prepare = (frame: HTMLIFrameElement | null) => {
    const doc = frame?.contentDocument
    if (!doc?.body || doc.body.dataset.translateReady) return
    addPreviewStyle(doc)
    markTexts(doc)
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) if (node.textContent?.includes(' ⟦')) markTexts(node.parentNode ?? doc)
    }).observe(doc.body, { childList: true, subtree: true })
    doc.addEventListener(
      'click',
      (event) => {
        const key = event.target instanceof doc.defaultView!.Element ? keyOf(event.target) : undefined
        if (!key) return
        event.preventDefault()
        event.stopPropagation()
        latest.current.onSelect(key)
      },
      true,
    )
    doc.body.dataset.translateReady = 'true'
    setLoads((count) => count + 1)
  }

  const reloaded = useRef(props.reloads)
  useEffect(() => {
    if (props.reloads === reloaded.current) return
    reloaded.current = props.reloads
    // The page chosen, not reload(): a frame still on its way to it would load the page it leaves again.
    for (const frame of refs.current) frame?.contentWindow?.location.replace(latest.current.path)
  }, [props.reloads])

  useEffect(() => update(false), [props.textsVersion, loads])
  useEffect(() => update(true), [props.selected, loads])

  return (
    <Flex ref={container} gap={`${gap}px`} align="start" overflowX="auto" wrap="wrap">
      {frames.map(({ name, title, width, height }, index) => (
        <Box key={name} flexShrink={0}>
          <Heading as="h3" size="sm" mb="1">
            {t(title)}
          </Heading>
          <Box width={`${width * scales[index]!}px`} height={`${height * scales[index]!}px`} borderWidth="1px" overflow="hidden">
            <iframe
              ref={(frame) => {
                refs.current[index] = frame
              }}
              title={t(title)}
              src={props.path}
              width={width}
              height={height}
              style={{ transform: `scale(${scales[index]})`, transformOrigin: '0 0', border: 0 }}
              onLoad={(event) => prepare(event.currentTarget)}
            />
          </Box>
        </Box>
      ))}
      <Text srOnly>{t('preview.clickHint')}</Text>
    </Flex>
  )
}
