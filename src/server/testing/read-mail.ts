import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

/**
 * The newest e-mail in the outbox addressed to `to`, decoded as a mail program reads it (subject and body in
 * any language, whatever transfer encoding nodemailer chose), with its Content-Language and first link.
 */
export async function readMail(outboxDir: string, to: string) {
  const files = (await fs.readdir(outboxDir))
    .filter((f) => f.includes(to.replace(/[^a-z0-9@._-]/gi, '_')))
    .sort();
  const last = files.at(-1);
  if (!last) throw new Error(`no mail for ${to}`);
  const parsed = await simpleParser(await fs.readFile(path.join(outboxDir, last)));
  const text = parsed.text ?? '';
  return {
    subject: parsed.subject ?? '',
    text,
    contentLanguage: parsed.headers.get('content-language') as string | undefined,
    replyTo: parsed.replyTo?.text,
    link: /https?:\/\/[^\s"<>]+/.exec(text)?.[0],
    attachments: parsed.attachments.map((a) => ({ filename: a.filename ?? '', content: a.content })),
  };
}
