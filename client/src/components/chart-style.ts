/** What every recharts chart in the app shares: axis tick text and the tooltip box, in both themes. */
export const chartAxisTick = { fill: '#78716c', fontSize: 12 };

export const chartTooltipStyle = {
  background: 'var(--card)',
  border: '1px solid var(--border)',
  borderRadius: 8,
  color: 'var(--card-fg)',
  fontSize: 13,
};
