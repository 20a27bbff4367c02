// A Web Worker that makes the date formatters a page is about to use (prepareDateFormats in format.ts), so that
// the page's own thread finds their locale and time-zone data ready. A browser's first Intl date formatter loads
// that data (50–100 ms on a fast machine); Chromium keeps it for the whole page process, each thread included.
export interface IntlWarmUp {
  locale: string;
  dateFormats: Intl.DateTimeFormatOptions[];
}

/** This worker's global scope (the project's types are the page's, not a worker's). */
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<IntlWarmUp>) => void) | null;
  postMessage(message: 'ready'): void;
};

scope.onmessage = ({ data }) => {
  for (const options of data.dateFormats) new Intl.DateTimeFormat(data.locale, options).format(0);
  scope.postMessage('ready');
};
