/* global self */
// Started by index.html as the page begins to load (docs/decisions/032-start-up-in-short-tasks.md).
// The first Intl formatter a page creates loads the browser's ICU data: 15-20 ms of the main thread
// on this project's test machine, more on a slow phone. ICU keeps what it loads for the whole
// process, so this worker creating the kinds of formatters the first screens use (prices, dates,
// a name's initials) takes that load off the main thread. Nothing depends on it.
new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(1234.5);
new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(-1.5);
new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(0);
new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(0);
for (const part of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment('Ab')) void part;
self.close();
