/**
 * Reads the app's Server-Sent Events (`GET /api/live`) with fetch and the Authorization header, as the app's
 * client does: for tests and scripts that check live updates.
 */
export async function openEventStream(url: string, authorization: string) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { authorization }, signal: controller.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    response,
    /** The next event of `type`, skipping comments and other events. */
    async next(type: string): Promise<Record<string, unknown>> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event === type && data) return JSON.parse(data) as Record<string, unknown>;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        buffer += value;
      }
    },
    close: () => controller.abort(),
  };
}
