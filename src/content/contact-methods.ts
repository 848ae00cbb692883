import { contactLinks } from '../site.config.ts'

/** Each action's words take `{{phone}}` and `{{email}}`; `external` links open in a new tab. */
export const contactMethods = [
  {
    id: 'call',
    href: contactLinks.phone,
    external: false,
    titleKey: 'methods.call.title',
    textKey: 'methods.call.text',
    actionKey: 'methods.call.action',
  },
  {
    id: 'email',
    href: contactLinks.email,
    external: false,
    titleKey: 'methods.email.title',
    textKey: 'methods.email.text',
    actionKey: 'methods.email.action',
  },
  {
    id: 'whatsapp',
    href: contactLinks.whatsapp,
    external: true,
    titleKey: 'methods.whatsapp.title',
    textKey: 'methods.whatsapp.text',
    actionKey: 'methods.whatsapp.action',
  },
] as const
