/** What every recharts chart in the app shares: axis tick text and the tooltip box, in both themes. */
export const chartAxisTick = { fill: '#78716c', fontSize: 12 };

export const chartTooltipStyle = {
  background: 'var(--card)',
  border: '1px solid var(--border)',
  borderRadius: 8,
  color: 'var(--card-fg)',
  fontSize: 13,
};

/**
 * The tooltip's lines in the text colour, not each series' colour: the lighter series colours
 * (#3b82f6, #10b981) are below 4.5:1 on the card. The legend and the lines keep the series colours.
 */
export const chartTooltipItemStyle = { color: 'var(--card-fg)' };
