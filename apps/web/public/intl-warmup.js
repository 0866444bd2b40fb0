// Formats one number and ends: the browser loads its number-formatting data on this thread instead
// of the page's main thread. That data is shared by the page's threads (docs/architecture.md,
// "Work at start-up"; started by src/lib/intl-warmup.ts).
new Intl.NumberFormat().format(1234.5);
close();
