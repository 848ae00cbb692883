/** The five services of the home page; each names its words in the `home` namespace. */
export const services = [
  {
    id: 'appDevelopment',
    icon: 'smartphone',
    titleKey: 'services.items.appDevelopment.title',
    descriptionKey: 'services.items.appDevelopment.description',
  },
  {
    id: 'websiteDesign',
    icon: 'globe',
    titleKey: 'services.items.websiteDesign.title',
    descriptionKey: 'services.items.websiteDesign.description',
  },
  {
    id: 'graphicDesign',
    icon: 'palette',
    titleKey: 'services.items.graphicDesign.title',
    descriptionKey: 'services.items.graphicDesign.description',
  },
  {
    id: 'marketing',
    icon: 'megaphone',
    titleKey: 'services.items.marketing.title',
    descriptionKey: 'services.items.marketing.description',
  },
  {
    id: 'aiAutomations',
    icon: 'sparkles',
    titleKey: 'services.items.aiAutomations.title',
    descriptionKey: 'services.items.aiAutomations.description',
  },
] as const

export type Service = (typeof services)[number]
export type ServiceIcon = Service['icon']
