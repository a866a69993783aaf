import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';

/** A connection string with its password hidden, fit for a log line. */
export function redactUrl(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(DATABASE_URL is not a valid postgres:// address)';
  }
}

const DATABASE_ADVICE: Record<string, string> = {
  ECONNREFUSED:
    'nothing answers there: check that PostgreSQL is running and the host and port are right',
  ENOTFOUND: 'the host name is unknown: check the host in DATABASE_URL',
  EAI_AGAIN: 'the host name could not be looked up: check the host in DATABASE_URL and the network',
  ETIMEDOUT: 'the connection timed out: check the host, the port and any firewall',
  EHOSTUNREACH: 'the host cannot be reached: check the host in DATABASE_URL and the network',
  '28P01': 'the password was refused: check the user and password in DATABASE_URL',
  '28000': 'the server refused this user: check the user in DATABASE_URL and pg_hba.conf',
  '3D000': 'the database does not exist: create it or fix its name in DATABASE_URL',
};

/** The one line printed when the database cannot be opened at start. */
export function databaseErrorLine(connectionString: string, error: unknown): string {
  const err = error as { code?: string; message?: string; errors?: { code?: string }[] };
  const code = err.code ?? err.errors?.[0]?.code;
  const advice =
    (code && DATABASE_ADVICE[code]) ??
    `${(err.message ?? String(error)).split('\n')[0]}: check DATABASE_URL and that PostgreSQL is running`;
  return `Could not open the database at ${redactUrl(connectionString)}: ${advice}.`;
}

/** The addresses a server listening on `host` answers at, loopback first, then the LAN ones. */
export function answeringAddresses(
  host: string,
  port: number,
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces(),
): string[] {
  const wildcard = host === '0.0.0.0' || host === '::';
  if (!wildcard) return [`http://${host.includes(':') ? `[${host}]` : host}:${port}`];
  const lan = Object.values(interfaces)
    .flat()
    .filter((info): info is NetworkInterfaceInfo => !!info && !info.internal)
    .filter((info) => info.family === 'IPv4' || host === '::')
    .map((info) =>
      info.family === 'IPv6'
        ? `http://[${info.address}]:${port}`
        : `http://${info.address}:${port}`,
    )
    .filter((address) => !address.includes('[fe80:'));
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`, ...lan];
}

/** The mail catcher's page, opened with its key. */
export function mailCatcherUrl(baseUrl: string, key: string): string {
  return `${baseUrl}/dev/mail?key=${encodeURIComponent(key)}`;
}

/**
 * What the server prints once it listens: where to open it, which addresses may sign in and, in
 * demo mode, the mail catcher's address with its key (only whoever sees this output reads the mail).
 */
export function startupLines(options: {
  host: string;
  port: number;
  baseUrl: string;
  trustedOrigins: string[];
  mailKey?: string | undefined;
  interfaces?: NodeJS.Dict<NetworkInterfaceInfo[]>;
}): string[] {
  const lines = [`Open ${options.baseUrl}`];
  if (options.mailKey)
    lines.push(
      `  its e-mails (demo mail catcher; keep the key to yourself): ${mailCatcherUrl(options.baseUrl, options.mailKey)}`,
    );
  for (const address of answeringAddresses(options.host, options.port, options.interfaces)) {
    if (address === options.baseUrl) continue;
    const trusted = options.trustedOrigins.includes(address);
    lines.push(
      trusted
        ? `  also answers at ${address}`
        : `  also answers at ${address} (to sign in there, add it to FATHOM_TRUSTED_ORIGINS)`,
    );
  }
  return lines;
}
