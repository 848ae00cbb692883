import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { PageHero } from '../../components/ui/page-hero.tsx'
import { LinkButton } from '../../components/ui/link-button.tsx'
import { usePagePath } from '../../i18n/use-page-path.ts'

export function ErrorHero({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation('errors')
  const pagePath = usePagePath()
  return (
    <PageHero title={title} intro={message}>
      <LinkButton asChild size="lg" colorPalette="teal" marginTop="8">
        <Link to={pagePath({ page: 'home' })}>{t('notFound.returnHome')}</Link>
      </LinkButton>
    </PageHero>
  )
}
