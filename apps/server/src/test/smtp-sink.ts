import { createServer, type Server } from 'node:net';

/**
 * The smallest SMTP server that accepts mail: it keeps each message's DATA. While `refusing()`
 * says so it answers a message with a temporary failure and keeps nothing.
 */
export function smtpSink(received: string[], refusing: () => boolean = () => false): Server {
  return createServer((socket) => {
    let data: string | null = null;
    let buffer = '';
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== null) {
          if (line === '.' && refusing()) {
            data = null;
            socket.write('451 4.3.0 try again later\r\n');
          } else if (line === '.') {
            received.push(data);
            data = null;
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 sink\r\n');
        else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
}

/** A received message as read: headers unfolded, a quoted-printable body decoded. */
export function readMail(raw: string): string {
  const split = raw.indexOf('\n\n');
  const head = raw.slice(0, split).replace(/\n[ \t]+/g, ' ');
  let body = raw.slice(split + 2);
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head))
    body = Buffer.from(
      body
        .replace(/=\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  return `${head}\n\n${body}`;
}
