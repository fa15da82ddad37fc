/** Words too common in this screen's text to mark every time. */
export const SECURITY_COMMON_TERMS: readonly string[] = ['bitcoin'];
