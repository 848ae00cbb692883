/** The values a field of src/content/data/ may take where the code draws or computes each one (schemas.ts checks them). */

export const iconNames = ['smartphone', 'globe', 'palette', 'megaphone', 'sparkles', 'shield', 'check', 'clock', 'map-pin'] as const
export type IconName = (typeof iconNames)[number]

/** The screens a project's drawing shows where it has no photo (src/theme/art/ draws each). */
export const artScreens = [
  'appointments',
  'course',
  'wallet',
  'mapSearch',
  'storefront',
  'marketplace',
  'machineMonitor',
  'staffRecords',
  'reportCard',
  'savingsGroup',
  'fleetMap',
] as const
export type ArtScreen = (typeof artScreens)[number]

/** A project's screen where its entry names none: the product most of its category are. */
export const artScreenOfCategory: Partial<Record<string, ArtScreen>> = {
  healthcare: 'appointments',
  education: 'course',
  fintech: 'wallet',
  'real-estate': 'mapSearch',
  'web-development': 'storefront',
  'mobile-app': 'marketplace',
  enterprise: 'staffRecords',
  iot: 'machineMonitor',
}

/** In JavaScript's order: 0 is Sunday. */
export const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const
export type Weekday = (typeof weekdays)[number]
