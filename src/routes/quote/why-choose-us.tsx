import { useTranslation } from 'react-i18next'
import { CheckList } from '../../components/ui/check-list'
import { quoteReasons } from '../../content/quote-reasons'
import { SideBox } from './side-box'

export function WhyChooseUs() {
  const { t } = useTranslation('quote')
  return (
    <SideBox id="why-us-title" title={t('whyUs.title')} padding="6" bg="teal.50" borderRadius="xl" borderWidth="1px" borderColor="teal.200">
      <CheckList items={quoteReasons.map((key) => t(key))} />
    </SideBox>
  )
}
