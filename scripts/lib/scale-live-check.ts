/**
 * The live-updates check of `npm run scale-check`: a staff member's message through one server reaches the
 * family's open stream on the other, and the family's answer through that server reaches staff listening on
 * the first (PostgreSQL LISTEN/NOTIFY, decision 018).
 */
import { DEMO_FAMILY_ACCOUNT, DEMO_FAMILY_ID } from '../../src/server/db/seed/demo-accounts';
import { openEventStream } from '../../src/server/testing/event-stream';
import type { ClusterServer, ScaleCluster } from './scale-cluster';
import { type CheckOutcome, signIn } from './scale-checks';

/** Resolves with the event's data, or rejects after `ms`. */
function within<T>(ms: number, pending: Promise<T>): Promise<T> {
  return Promise.race([
    pending,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no event within ${ms} ms`)), ms)),
  ]);
}

async function post(base: string, route: string, authorization: string, body: unknown) {
  const response = await fetch(base + route, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

export async function liveUpdatesEverywhere(cluster: ScaleCluster): Promise<CheckOutcome> {
  const [a, b] = cluster.servers as [ClusterServer, ClusterServer];
  const family = await signIn(b.url, DEMO_FAMILY_ACCOUNT.email, 'family');
  const staff = await signIn(a.url, 'admin@haven.demo', 'staff');
  const familyStream = await openEventStream(`${b.url}/api/live`, family.authorization);
  const staffStream = await openEventStream(`${a.url}/api/live`, staff.authorization);
  const figures = [
    `family stream on ${b.name}: ${familyStream.response.status}; staff stream on ${a.name}: ${staffStream.response.status}`,
  ];
  try {
    const familyHears = familyStream.next('message');
    let started = performance.now();
    const thread = await post(
      a.url,
      `/api/staff/families/${DEMO_FAMILY_ID}/conversations`,
      staff.authorization,
      {
        subject: 'Scale check',
        content: 'A message sent through the other server.',
      },
    );
    const sessionId = String(thread.json.id);
    figures.push(`staff on ${a.name} start a thread with the family: ${thread.status}`);
    const heard = await within(10_000, familyHears);
    figures.push(
      `the family's stream on ${b.name} hears it: session ${heard.sessionId === sessionId ? 'matches' : 'differs'}, ${Math.round(performance.now() - started)} ms`,
    );
    const staffHears = staffStream.next('message');
    started = performance.now();
    const answer = await post(b.url, `/api/family/messages/${sessionId}/replies`, family.authorization, {
      content: 'Thank you, received.',
    });
    figures.push(`the family answers on ${b.name}: ${answer.status}`);
    const staffHeard = await within(10_000, staffHears);
    figures.push(
      `the staff stream on ${a.name} hears it: session ${staffHeard.sessionId === sessionId ? 'matches' : 'differs'}, ${Math.round(performance.now() - started)} ms`,
    );
    const ok =
      familyStream.response.status === 200 &&
      staffStream.response.status === 200 &&
      thread.status === 201 &&
      heard.sessionId === sessionId &&
      answer.status === 204 &&
      staffHeard.sessionId === sessionId;
    return { ok, figures };
  } catch (error) {
    figures.push(`failed: ${(error as Error).message}`);
    return { ok: false, figures };
  } finally {
    familyStream.close();
    staffStream.close();
  }
}
