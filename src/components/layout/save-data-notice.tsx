import { Box, Button, Container, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

/** Hidden in the HTML; save-photo-data.ts shows it on pages with photos, under Save-Data only. */
export function SaveDataNotice() {
  const { t } = useTranslation()
  return (
    <Box
      as="aside"
      aria-label={t('saveData.label')}
      hidden
      data-save-data-notice=""
      bg="brand.subtle"
      borderBottomWidth="1px"
      borderColor="brand.muted"
    >
      <Container maxWidth="7xl" paddingY="3">
        <Text as="span" color="text.body" marginEnd="3">
          {t('saveData.message')}
        </Text>
        <Button variant="outline" size="sm" data-show-photos="">
          {t('saveData.showPhotos')}
        </Button>
      </Container>
    </Box>
  )
}
