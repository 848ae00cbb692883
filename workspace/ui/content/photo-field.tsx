import { Box, Flex, Image, Text, chakra } from '@chakra-ui/react'
import { useId, useState } from 'react'
import { FactField } from './fact-field.tsx'
import { useFactContext } from './fact-context.ts'
import { call } from '../shared/workspace-api.ts'
import { photoShapes } from '../../../src/content/photos.ts'

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
  const photo = (value ?? {}) as Photo
  const { problemsAt } = useFactContext()
  const id = useId()
  const [state, setState] = useState<{ busy: boolean; message?: string }>({ busy: false })
  const choose = async (file: File | undefined) => {
    if (!file) return
    setState({ busy: true, message: `Adding ${file.name}…` })
    try {
      const result = await call('content/photo', { name: file.name }, { bytes: file })
      if (!result.ok) return setState({ busy: false, message: `Not added: ${result.reason}` })
      const shape = photoShapes[path[0] as keyof typeof photoShapes]
      onChange({ file: result.file, width: photo.width ?? shape?.width, height: photo.height ?? shape?.height })
      setState({
        busy: false,
        message: `Kept as src/content/photos/${result.file} (${result.width} × ${result.height} pixels); the page crops it around its centre to the proportions below. Describe it in the entry’s photo description, in both languages, then save.`,
      })
    } catch (cause) {
      setState({ busy: false, message: `Not added: ${(cause as Error).message}.` })
    }
  }
  return (
    <chakra.fieldset borderWidth="1px" rounded="md" p="3">
      <chakra.legend fontWeight="semibold" px="1">
        Photo
      </chakra.legend>
      <Flex gap="3" align="center" wrap="wrap">
        {photo.file ? <Image src={`/src/content/photos/${photo.file}`} alt="" height="16" rounded="sm" /> : null}
        <Text fontSize="sm" flex="1">
          {photo.file
            ? `Our own photo: ${photo.file}`
            : photo.id
              ? `A photo on the image host: ${photo.id}`
              : 'No photo yet: the page shows a drawing made from the entry.'}
        </Text>
      </Flex>
      {[...problemsAt(path), ...problemsAt([...path, 'file'])].map((problem) => (
        <Text key={problem} fontSize="sm" color="red.700">
          {problem}
        </Text>
      ))}
      <Box mt="2">
        <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="medium">
          Choose a photo (JPEG, PNG or WebP; an iPhone photo shared as JPEG)
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
              field={{ name: side, label: `Shown in the proportions: ${side}`, path: [...path, side], schema: sizeSchema }}
              value={photo[side]}
              onChange={(size) => onChange({ ...photo, [side]: size })}
            />
          </Box>
        ))}
      </Flex>
    </chakra.fieldset>
  )
}
