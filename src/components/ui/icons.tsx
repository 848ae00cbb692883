import { Icon, type IconProps } from '@chakra-ui/react'

/** Decorative, beside a text or an aria-label; a directional icon is mirrored on right-to-left pages. */
function createIcon(paths: string[], { directional = false } = {}) {
  return function SvgIcon(props: IconProps) {
    return (
      <Icon aria-hidden="true" _rtl={directional ? { transform: 'scaleX(-1)' } : undefined} {...props}>
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          {paths.map((d) => (
            <path key={d} d={d} />
          ))}
        </svg>
      </Icon>
    )
  }
}

export const PhoneIcon = createIcon([
  'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z',
])
export const MailIcon = createIcon(['M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z', 'm22 6-10 7L2 6'])
export const MapPinIcon = createIcon(['M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z', 'M12 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6z'])
export const MenuIcon = createIcon(['M4 6h16', 'M4 12h16', 'M4 18h16'])
export const GlobeIcon = createIcon(['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M2 12h20', 'M12 2a15 15 0 0 1 0 20 15 15 0 0 1 0-20z'])
export const ShieldIcon = createIcon(['M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z', 'm9 12 2 2 4-4'])
export const ClockIcon = createIcon(['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M12 6v6l4 2'])
export const FacebookIcon = createIcon(['M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z'])
export const InstagramIcon = createIcon([
  'M17 2H7a5 5 0 0 0-5 5v10a5 5 0 0 0 5 5h10a5 5 0 0 0 5-5V7a5 5 0 0 0-5-5z',
  'M16 11.4A4 4 0 1 1 12.6 8 4 4 0 0 1 16 11.4z',
  'M17.5 6.5h.01',
])
export const LinkedinIcon = createIcon([
  'M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z',
  'M2 9h4v12H2z',
  'M4 6a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
])
export const XIcon = createIcon(['M4 4l16 16', 'M20 4 4 20'])
export const LinkIcon = createIcon([
  'M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71',
  'M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71',
])
export const SmartphoneIcon = createIcon(['M17 2H7a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2z', 'M12 18h.01'])
export const PaletteIcon = createIcon([
  'M12 22a10 10 0 1 1 10-10c0 2.8-2.2 4-4 4h-1.5a1.5 1.5 0 0 0-1.1 2.5 1.5 1.5 0 0 1-1.1 2.5H12z',
  'M7.5 10.5h.01',
  'M10.5 7.5h.01',
  'M15.5 8.5h.01',
])
export const MegaphoneIcon = createIcon([
  'M3 11v3a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1z',
  'M15.5 8.5a5 5 0 0 1 0 7',
  'M18.5 5.5a9 9 0 0 1 0 13',
])
export const SparklesIcon = createIcon([
  'M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9z',
  'M19 15l.9 2.1L22 18l-2.1.9L19 21l-.9-2.1L16 18l2.1-.9z',
])
export const CheckIcon = createIcon(['M20 6 9 17l-5-5'])
export const ArrowRightIcon = createIcon(['M5 12h14', 'm12 5 7 7-7 7'], { directional: true })
export const ChevronDownIcon = createIcon(['m6 9 6 6 6-6'])
