import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';

/** An e-mail the server wrote to DATA_DIR/outbox (no SMTP server is configured in the e2e run). */
export interface OutboxMail {
  file: string;
  subject: string;
  to: string;
  /** The text/plain body (or the HTML turned into text when there is no plain part). */
  text: string;
  /** The first http(s) link in the body. */
  link: string | undefined;
}

const addresses = (to: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(to) ? to : to ? [to] : []).map((address) => address.text).join(', ');

async function readMail(file: string): Promise<OutboxMail> {
  const parsed = await simpleParser(await fs.readFile(file));
  const text = parsed.text ?? '';
  return {
    file,
    subject: parsed.subject ?? '',
    to: addresses(parsed.to),
    text,
    link: /https?:\/\/[^\s"'<>]+/.exec(text)?.[0]?.replace(/[.,;)\]]+$/, ''),
  };
}

/**
 * The newest e-mail to `to` in DATA_DIR/outbox (with `subject`, the newest with that subject), waiting up to
 * `timeoutMs` for one to arrive (the server may write it just after answering, or from a job).
 */
export async function readLatestMail(
  dir: string,
  to: string,
  { timeoutMs = 10_000, subject }: { timeoutMs?: number; subject?: string } = {},
): Promise<OutboxMail> {
  const outbox = path.join(dir, 'outbox');
  const wanted = to.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = (await fs.readdir(outbox).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'));
    const mails = await Promise.all(
      names.map(async (name) => {
        const file = path.join(outbox, name);
        const [mail, stat] = await Promise.all([readMail(file), fs.stat(file)]);
        return { mail, mtime: stat.mtimeMs, name };
      }),
    );
    const latest = mails
      .filter(({ mail }) => mail.to.toLowerCase().includes(wanted) && (!subject || mail.subject === subject))
      .sort((a, b) => a.mtime - b.mtime || a.name.localeCompare(b.name))
      .at(-1);
    if (latest) return latest.mail;
    if (Date.now() > deadline) {
      throw new Error(
        `No e-mail to ${to} in ${outbox} after ${timeoutMs} ms (files: ${names.join(', ') || 'none'})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
