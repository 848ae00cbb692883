/** Where forms are sent, set at build time; without it, forms hand off to e-mail and WhatsApp. */
export const formEndpoint = (import.meta.env.VITE_FORM_ENDPOINT as string | undefined) || undefined
export const formAccessKey = (import.meta.env.VITE_FORM_ACCESS_KEY as string | undefined) || undefined
