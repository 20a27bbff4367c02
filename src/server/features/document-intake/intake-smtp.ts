import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { simpleParser } from 'mailparser';
import type { Logger } from 'pino';
import { SMTPServer, type SMTPServerError } from 'smtp-server';
import type { AppContext } from '../../lib/context';
import { intakeAddress, NoAttachmentsError, receiveIntakeMail } from './document-intake.service';

/**
 * The intake mailbox's SMTP listener (nodemailer's smtp-server): it takes mail for the agency's intake address
 * only (any other recipient is refused at RCPT), up to `maxBytes` a message, and queues the attachments. It
 * speaks plain SMTP without authentication: it is meant to receive from the agency's own mail server (or,
 * in demo mode, from this machine), not to face the internet.
 */
export interface IntakeSmtpOptions {
  port: number;
  host: string;
  maxBytes: number;
}

export interface IntakeSmtpListener {
  port: number;
  close: () => Promise<void>;
}

function reply(responseCode: number, message: string): SMTPServerError {
  return Object.assign(new Error(message), { responseCode });
}

/** The message's bytes; past the limit the rest is read and dropped (the server answers 552 itself). */
async function readMessage(stream: Readable & { sizeExceeded?: boolean }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) if (!stream.sizeExceeded) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const envelopeSender = (mailFrom: false | { address: string }) => (mailFrom ? mailFrom.address : 'unknown');

export async function startIntakeSmtp(
  ctx: AppContext,
  options: IntakeSmtpOptions,
  logger: Pick<Logger, 'info' | 'warn' | 'error'>,
): Promise<IntakeSmtpListener> {
  const server = new SMTPServer({
    banner: 'Haven document intake',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: options.maxBytes,
    rejectOversized: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      intakeAddress(ctx).then(
        (intake) =>
          address.address.toLowerCase() === intake.toLowerCase()
            ? callback()
            : callback(
                reply(550, `5.1.1 <${address.address}>: no such mailbox; send documents to ${intake}`),
              ),
        (error: unknown) => {
          logger.error({ err: error }, 'intake: could not read the intake address');
          callback(reply(451, '4.3.0 Please try again later'));
        },
      );
    },
    onData(stream, session, callback) {
      const received = async () => {
        const raw = await readMessage(stream);
        if (stream.sizeExceeded) return;
        const mail = await simpleParser(raw, {
          skipHtmlToText: true,
          skipTextToHtml: true,
          skipImageLinks: true,
        });
        const queued = await receiveIntakeMail(
          ctx,
          {
            from: mail.from?.value[0]?.address || envelopeSender(session.envelope.mailFrom),
            subject: mail.subject ?? '',
            attachments: mail.attachments.map((a) => ({ filename: a.filename, content: a.content })),
          },
          session.remoteAddress,
        );
        logger.info({ ...queued }, 'intake: queued an e-mail');
      };
      received().then(
        () => callback(),
        (error: unknown) => {
          if (error instanceof NoAttachmentsError)
            return callback(reply(550, '5.7.1 The message has no attachments: attach the documents'));
          logger.error({ err: error }, 'intake: could not queue an e-mail');
          callback(reply(451, '4.3.0 Please try again later'));
        },
      );
    },
  });
  server.on('error', (error) => logger.warn({ err: error }, 'intake: SMTP connection error'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;
  logger.info({ port, host: options.host }, `intake: accepting mail for the intake address on port ${port}`);
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
