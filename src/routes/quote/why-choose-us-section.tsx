import { useTranslation } from 'react-i18next'
import { CheckList } from '../../components/ui/check-list.tsx'
import { SideSection } from '../../components/ui/side-section.tsx'

/** The 'Why Choose Us?' points beside the quote form, as full keys of the `quote` namespace. */
export const quoteReasons = ['whyUs.items.quality', 'whyUs.items.pricing', 'whyUs.items.support', 'whyUs.items.local'] as const

export function WhyChooseUsSection() {
  const { t } = useTranslation('quote')
  return (
    <SideSection id="why-us-title" title={t('whyUs.title')} framed bg="teal.50" borderColor="teal.200">
      <CheckList items={quoteReasons.map((key) => t(key))} />
    </SideSection>
  )
}
