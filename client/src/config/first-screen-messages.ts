/**
 * The message areas home's default tab, the Guide, shows beside the start catalogue: its panel, the
 * quiz at its end, and the Review and Seven Cures cards' headings. Asked for at the start, in one round
 * with the start catalogue (router.tsx: firstScreenMessageAreas), and by index.html while the app's
 * code downloads (vite.config.ts writes their files for each language; decision 064).
 */
export const GUIDE_TAB_MESSAGE_AREAS = ['guide', 'quiz', 'cures'] as const;
