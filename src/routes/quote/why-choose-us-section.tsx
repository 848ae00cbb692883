import { useTranslation } from 'react-i18next'
import { quoteReasons } from '../../content/beside-forms.ts'
import { CheckList } from '../../components/ui/check-list.tsx'
import { SideSection } from '../../components/ui/side-section.tsx'
import { useHasWords } from '../../i18n/translated.ts'

export function WhyChooseUsSection() {
  const { t } = useTranslation('quote')
  const translated = useHasWords('quote')
  return (
    <SideSection id="why-us-title" title={t('whyUs.title')} framed bg="teal.50" borderColor="teal.200">
      <CheckList items={quoteReasons.filter(translated).map((key) => t(key))} />
    </SideSection>
  )
}
