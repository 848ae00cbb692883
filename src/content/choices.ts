/** The values a field of src/content/data/ may take where the code draws or computes each one (schemas.ts checks them). */

export const iconNames = ['smartphone', 'globe', 'palette', 'megaphone', 'sparkles', 'shield', 'check', 'clock', 'map-pin'] as const
export type IconName = (typeof iconNames)[number]

/** In JavaScript's order: 0 is Sunday. */
export const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const
export type Weekday = (typeof weekdays)[number]

export const socialNetworks = ['facebook', 'instagram', 'linkedin', 'x'] as const
export type SocialNetwork = (typeof socialNetworks)[number]
