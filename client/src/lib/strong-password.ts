import { withMessages } from '@/i18n/i18n';

/**
 * The password forms' schemas with the password rule (shared/schemas/strong-password.ts), loaded
 * with the `password` area's messages: a refusal's message is a catalogue id, which the form field
 * shows in the page's language, so both come together as a password form is first used.
 */
export const loadStrongPassword = () => withMessages('password', import('@shared/schemas/strong-password'));
