import { Box, Flex, Image, Text, chakra } from '@chakra-ui/react'
import { useId, useState } from 'react'
import { FactField } from './fact-field.tsx'
import { useFactContext } from './fact-context.ts'
import { call } from '../shared/workspace-api.ts'
import { photoShapes } from '../../../src/content/photos.ts'
import { useInterfaceText } from '../shared/interface-language.tsx'

type Photo = { file?: string; id?: string; width?: number; height?: number }

interface PhotoFieldProps {
  path: readonly PropertyKey[]
  value: unknown
  onChange: (photo: Photo) => void
}

const sizeSchema = { type: 'integer', exclusiveMinimum: 0 } as const

/**
 * An entry's photo: the one it shows (a photo of our own, or one on the image host), a button to choose another
 * (kept in src/content/photos/ by importPhoto, which makes a large one smaller and says why it refuses one), and the
 * proportions the page crops it to.
 */
export function PhotoField({ path, value, onChange }: PhotoFieldProps) {
  const t = useInterfaceText()
  const photo = (value ?? {}) as Photo
  const { problemsAt } = useFactContext()
  const id = useId()
  const [state, setState] = useState<{ busy: boolean; message?: string }>({ busy: false })
  const choose = async (file: File | undefined) => {
    if (!file) return
    setState({ busy: true, message: t('photo.adding', { file: file.name }) })
    try {
      const result = await call('content/photo', { name: file.name }, { bytes: file })
      if (!result.ok) return setState({ busy: false, message: t('photo.refused', { reason: result.reason }) })
      const shape = photoShapes[path[0] as keyof typeof photoShapes]
      onChange({ file: result.file, width: photo.width ?? shape?.width, height: photo.height ?? shape?.height })
      setState({
        busy: false,
        message: t('photo.kept', { file: result.file, width: result.width, height: result.height }),
      })
    } catch (cause) {
      setState({ busy: false, message: t('photo.failed', { reason: (cause as Error).message }) })
    }
  }
  return (
    <chakra.fieldset borderWidth="1px" rounded="md" p="3">
      <chakra.legend fontWeight="semibold" px="1">
        {t('photo.label')}
      </chakra.legend>
      <Flex gap="3" align="center" wrap="wrap">
        {photo.file ? <Image src={`/src/content/photos/${photo.file}`} alt="" height="16" rounded="sm" /> : null}
        <Text fontSize="sm" flex="1">
          {photo.file ? t('photo.own', { file: photo.file }) : photo.id ? t('photo.hosted', { id: photo.id }) : t('photo.none')}
        </Text>
      </Flex>
      {[...problemsAt(path), ...problemsAt([...path, 'file'])].map((problem) => (
        <Text key={problem} fontSize="sm" color="red.700">
          {problem}
        </Text>
      ))}
      <Box mt="2">
        <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="medium">
          {t('photo.choose')}
        </chakra.label>
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,.heic,.heif"
          disabled={state.busy}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        {state.message && (
          <Text role="status" fontSize="sm" mt="1">
            {state.message}
          </Text>
        )}
      </Box>
      <Flex gap="3" mt="2" hidden={!photo.file && !photo.id}>
        {(['width', 'height'] as const).map((side) => (
          <Box key={side} flex="1">
            <FactField
              field={{ name: side, label: t(side === 'width' ? 'photo.width' : 'photo.height'), path: [...path, side], schema: sizeSchema }}
              value={photo[side]}
              onChange={(size) => onChange({ ...photo, [side]: size })}
            />
          </Box>
        ))}
      </Flex>
    </chakra.fieldset>
  )
}
