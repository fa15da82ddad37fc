/** The nine tabs of the main app, in order: steps 1-8 of the learning path, then Support (no step). */
export const learningTabs = [
  { id: 'guide', title: 'Guide', step: 1, group: 'learn' },
  { id: 'glossary', title: 'Glossary', step: 2, group: 'learn' },
  { id: 'strategies', title: 'Strategies', step: 3, group: 'learn' },
  { id: 'wizard', title: 'Strategy Wizard', step: 4, group: 'learn' },
  { id: 'compare', title: 'Compare', step: 5, group: 'apply' },
  { id: 'calculator', title: 'DCA Calculator', step: 6, group: 'apply' },
  { id: 'treasury', title: 'Build Your Treasury', step: 7, group: 'apply' },
  { id: 'security', title: 'Security Assessment', step: 8, group: 'apply' },
  { id: 'community', title: 'Community', step: null, group: 'community' },
] as const;

export type LearningTab = (typeof learningTabs)[number];
export type LearningTabId = LearningTab['id'];
export type LearningGroupId = LearningTab['group'];

export const learningGroups: ReadonlyArray<{ id: LearningGroupId; title: string }> = [
  { id: 'learn', title: 'Learn & Understand' },
  { id: 'apply', title: 'Apply & Track' },
  { id: 'community', title: 'Community' },
];

export const LEARNING_PATH_STEPS = 8;
export const DEFAULT_TAB: LearningTabId = 'guide';

export function isLearningTabId(value: string | null | undefined): value is LearningTabId {
  return learningTabs.some((tab) => tab.id === value);
}

export function findTab(id: LearningTabId): LearningTab {
  const tab = learningTabs.find((t) => t.id === id);
  if (!tab) throw new Error(`Unknown tab ${id}`);
  return tab;
}

/** The ids that tie each section's tab (the tab bar on large screens) and its panel to each other. */
export const learningTabTriggerId = (id: LearningTabId) => `tab-${id}`;
export const learningTabPanelId = (id: LearningTabId) => `panel-${id}`;
