import {
  REALTIME_CLOSE,
  REALTIME_PATH,
  type ClientMessage,
  type ServerMessage,
} from '@fathom/contract';

export interface RealtimeEvent {
  channel: string;
  event: string;
  data: unknown;
}

export interface ChannelHandlers {
  onEvent: (event: RealtimeEvent) => void;
  onDenied?: (message: string) => void;
  onSubscribed?: () => void;
}

export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface SocketLike {
  readyState: number;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface RealtimeOptions {
  url?: string | (() => string);
  createSocket?: (url: string) => SocketLike;
  minDelayMs?: number;
  maxDelayMs?: number;
  random?: () => number;
  onStatusChange?: (status: RealtimeStatus) => void;
}

const OPEN = 1;

export function defaultRealtimeUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${REALTIME_PATH}`;
}

/** One websocket shared by every subscriber; connects on first use and reconnects by itself. */
export class RealtimeClient {
  private readonly channels = new Map<string, Set<ChannelHandlers>>();
  private socket: SocketLike | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private currentStatus: RealtimeStatus = 'idle';
  private readonly options: Required<Omit<RealtimeOptions, 'onStatusChange'>> &
    Pick<RealtimeOptions, 'onStatusChange'>;

  constructor(options: RealtimeOptions = {}) {
    this.options = {
      url: options.url ?? defaultRealtimeUrl,
      createSocket: options.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike),
      minDelayMs: options.minDelayMs ?? 500,
      maxDelayMs: options.maxDelayMs ?? 15_000,
      random: options.random ?? Math.random,
      onStatusChange: options.onStatusChange,
    };
  }

  get status(): RealtimeStatus {
    return this.currentStatus;
  }

  subscribe(channel: string, handlers: ChannelHandlers): () => void {
    let set = this.channels.get(channel);
    const isNew = !set;
    if (!set) {
      set = new Set();
      this.channels.set(channel, set);
    }
    set.add(handlers);
    if (isNew) this.send({ type: 'subscribe', channel });
    this.connect();

    return () => {
      const current = this.channels.get(channel);
      if (!current?.delete(handlers) || current.size > 0) return;
      this.channels.delete(channel);
      this.send({ type: 'unsubscribe', channel });
      if (this.channels.size === 0) this.disconnect();
    };
  }

  /** Closes the connection and forgets every subscription. */
  close(): void {
    this.channels.clear();
    this.disconnect();
  }

  private connect(): void {
    if (this.socket || this.timer) return;
    this.open();
  }

  private open(): void {
    const url = typeof this.options.url === 'function' ? this.options.url() : this.options.url;
    this.setStatus(this.attempt === 0 ? 'connecting' : 'reconnecting');
    let socket: SocketLike;
    try {
      socket = this.options.createSocket(url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.attempt = 0;
      this.setStatus('open');
      for (const channel of this.channels.keys()) this.send({ type: 'subscribe', channel });
    };
    socket.onmessage = (event) => {
      if (this.socket === socket) this.handleMessage(event.data);
    };
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      // Signed out (here or in another tab), or closed because the user's newer tabs hold the
      // sockets: trying again cannot help until someone subscribes anew.
      const code = (event as { code?: number }).code;
      const final =
        code === REALTIME_CLOSE.signedOut.code || code === REALTIME_CLOSE.tooManySockets.code;
      if (this.channels.size > 0 && !final) this.scheduleReconnect();
      else this.setStatus('closed');
    };
  }

  private disconnect(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.attempt = 0;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
      socket.close(1000, 'No subscriptions');
    }
    this.setStatus('closed');
  }

  private scheduleReconnect(): void {
    const { minDelayMs, maxDelayMs, random } = this.options;
    const base = Math.min(maxDelayMs, minDelayMs * 2 ** this.attempt);
    const delay = Math.round(base / 2 + (random() * base) / 2);
    this.attempt += 1;
    this.setStatus('reconnecting');
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.channels.size > 0) this.open();
    }, delay);
  }

  private handleMessage(raw: unknown): void {
    if (typeof raw !== 'string') return;
    let message: ServerMessage;
    try {
      message = JSON.parse(raw) as ServerMessage;
    } catch {
      return;
    }
    const handlers = this.channels.get(message.channel);
    if (!handlers) return;
    for (const handler of [...handlers]) {
      if (message.type === 'event') {
        handler.onEvent({ channel: message.channel, event: message.event, data: message.data });
      } else if (message.type === 'denied') {
        handler.onDenied?.(message.message);
      } else if (message.type === 'subscribed') {
        handler.onSubscribed?.();
      }
    }
  }

  private send(message: ClientMessage): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  private setStatus(status: RealtimeStatus): void {
    if (status === this.currentStatus) return;
    this.currentStatus = status;
    this.options.onStatusChange?.(status);
  }
}

let shared: RealtimeClient | null = null;

export function getRealtimeClient(): RealtimeClient {
  shared ??= new RealtimeClient();
  return shared;
}
