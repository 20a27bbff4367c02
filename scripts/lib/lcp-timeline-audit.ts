/**
 * A Lighthouse audit of our own, for `LIGHTHOUSE_LCP_TIMELINE=1 npm run lighthouse`: how Lighthouse's simulation
 * of a slow phone (Lantern) arrives at the page's LCP. It lists each request the simulation counts before the LCP,
 * with its bytes on the wire and the simulated moments it starts and ends. The LCP is the end of the last thing it
 * waits for: on `/family` that is the entry script, which starts once the HTML has arrived (decision 037).
 */
import { Audit } from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import type * as LH from 'lighthouse/types/lh.js';

export const LCP_TIMELINE_AUDIT = 'lcp-timeline';

export interface LcpTimelineItem extends Record<string, string | number> {
  url: string;
  transferSize: number;
  start: number;
  end: number;
}

export class LcpTimelineAudit extends Audit {
  static override get meta(): LH.Audit.Meta {
    return {
      id: LCP_TIMELINE_AUDIT,
      title: 'LCP timeline (simulated)',
      failureTitle: 'LCP timeline (simulated)',
      description: "The requests Lighthouse's simulation counts for the LCP, with their simulated times.",
      scoreDisplayMode: Audit.SCORING_MODES.INFORMATIVE,
      requiredArtifacts: ['Trace', 'DevtoolsLog', 'GatherContext', 'URL', 'SourceMaps'],
    };
  }

  static override async audit(artifacts: LH.Artifacts, context: LH.Audit.Context): Promise<LH.Audit.Product> {
    const input = Audit.makeMetricComputationDataInput(artifacts, context);
    const { pessimisticEstimate } = await LanternLargestContentfulPaint.request(input, context);
    const items: LcpTimelineItem[] = [];
    for (const [node, timing] of pessimisticEstimate.nodeTimings) {
      if (node.type !== 'network') continue;
      const { pathname, search } = new URL(node.request.url);
      items.push({
        url: pathname + search,
        transferSize: node.request.transferSize,
        start: Math.round(timing.startTime),
        end: Math.round(timing.endTime),
      });
    }
    items.sort((a, b) => a.start - b.start || a.end - b.end);
    const headings: LH.Audit.Details.Table['headings'] = [
      { key: 'url', valueType: 'text', label: 'Request' },
      { key: 'transferSize', valueType: 'bytes', label: 'Bytes on the wire' },
      { key: 'start', valueType: 'ms', label: 'Simulated start' },
      { key: 'end', valueType: 'ms', label: 'Simulated end' },
    ];
    return {
      score: null,
      numericValue: pessimisticEstimate.timeInMs,
      numericUnit: 'millisecond',
      details: Audit.makeTableDetails(headings, items),
    };
  }
}
