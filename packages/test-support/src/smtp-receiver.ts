/**
 * The SMTP receiver of every test that reads what the app sends (the mail worker's tests, the
 * integration suite, the end-to-end journeys): a real SMTP server on the loopback interface that
 * keeps what it receives, and just enough MIME decoding to read a message without a parser library.
 */
import { SMTPServer } from 'smtp-server';

interface ReceivedMessage {
  /** envelope recipients (RCPT TO), lower-cased */
  to: string[];
  raw: string;
}

/** A message whose answer the test gives (`SmtpReceiver.hold`). */
export interface HeldMessage {
  /** resolves once the whole message is in, its answer still pending */
  readonly arrived: Promise<void>;
  /** accepts the message (250), or answers with this SMTP refusal (451, 550…) */
  answer(refusal?: number): void;
}

export interface SmtpReceiver {
  readonly port: number;
  readonly url: string;
  readonly messages: ReceivedMessage[];
  /** answers every recipient with this 5xx refusal from now on; null accepts mail again */
  refuse(code: number | null): void;
  /**
   * Holds the answer to the next message for `recipient` until the test gives it: a slow mail
   * server, or one that refuses that message alone. A refused message is not kept.
   */
  hold(recipient: string): HeldMessage;
  close(): Promise<void>;
}

const refusalError = (message: string, code: number) =>
  Object.assign(new Error(message), { responseCode: code });

/** Starts an SMTP server on 127.0.0.1 (a random port unless one is given) accepting any mail. */
export const startSmtpReceiver = async (port = 0): Promise<SmtpReceiver> => {
  const messages: ReceivedMessage[] = [];
  let refusal: number | null = null;
  const holds = new Map<string, { arrived: () => void; answered: Promise<number | undefined> }>();
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refusal === null) return callback();
      return callback(refusalError(`<${address.address}>: mailbox unavailable`, refusal));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
        const heldFor = to.find((address) => holds.has(address));
        const held = heldFor === undefined ? undefined : holds.get(heldFor);
        const keep = (code: number | undefined) => {
          if (code !== undefined) return callback(refusalError('message refused', code));
          messages.push({ to, raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        };
        if (heldFor === undefined || !held) return keep(undefined);
        holds.delete(heldFor);
        held.arrived();
        void held.answered.then(keep);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  // a client that dies mid-conversation (an instance killed by a crash test) is that connection's
  // error, not the receiver's: like a real mail server, it goes on serving the others
  server.on('error', () => undefined);
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('SMTP server not on TCP');
  const actualPort = address.port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    refuse: (code) => {
      refusal = code;
    },
    hold: (recipient) => {
      let arrived: () => void = () => undefined;
      let answer: (code: number | undefined) => void = () => undefined;
      const hold = {
        arrived: new Promise<void>((resolve) => {
          arrived = resolve;
        }),
        answered: new Promise<number | undefined>((resolve) => {
          answer = resolve;
        }),
      };
      holds.set(recipient.toLowerCase(), { arrived, answered: hold.answered });
      return { arrived: hold.arrived, answer: (code) => answer(code) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** Splits a raw message into its unfolded top-level headers and its body. */
const splitMessage = (raw: string): { headers: Map<string, string>; body: string } => {
  const separator = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, separator).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(separator + 4) };
};

/** Decodes quoted-printable text (soft line breaks, =XX bytes) as UTF-8. */
export const decodeQuotedPrintable = (value: string): string => {
  const bytes: number[] = [];
  const unwrapped = value.replace(/=\r?\n/g, '');
  for (let i = 0; i < unwrapped.length; i += 1) {
    const hex = unwrapped.slice(i + 1, i + 3);
    if (unwrapped[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(unwrapped[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
};

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) in a header value. */
const decodeHeader = (value: string): string =>
  value
    // whitespace between two encoded words is not part of the text
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );

/** The decoded Subject and the whole message with its quoted-printable parts decoded. */
export const readMessage = (raw: string): { subject: string; to: string; decoded: string } => {
  const { headers } = splitMessage(raw);
  return {
    subject: decodeHeader(headers.get('subject') ?? ''),
    to: headers.get('to') ?? '',
    decoded: decodeQuotedPrintable(raw),
  };
};

/** The decoded content of the attachment named `filename` in a raw MIME message. */
export const attachmentIn = (raw: string, filename: string): Buffer | undefined => {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find(
    (p) => p.includes(`filename=${filename}`) || p.includes(`filename="${filename}"`),
  );
  if (!part) return undefined;
  const body = part.slice(part.search(/\r?\n\r?\n/)).replace(/--[^\r\n]*--\s*$/, '');
  return Buffer.from(body.replace(/\s+/g, ''), 'base64');
};
