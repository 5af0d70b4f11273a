import { request } from './httpClient';

/** `event: change` of GET /v1/events: which records changed, never their values (issue 26). */
export interface ChangeEvent {
  resource: string;
  ids: (number | string)[];
  op: 'create' | 'update' | 'delete';
}

export interface LiveOptions {
  onChange: (event: ChangeEvent) => void;
  /** Each time the stream is open again (after a drop the caller re-reads what it may have missed). */
  onOpen?: () => void;
  /** Opens the stream; the default is GET /v1/events through the http client (bearer token, one refresh). */
  open?: () => Promise<Response>;
  /** Waits between attempts; the default is a timer. */
  wait?: (ms: number) => Promise<void>;
}

/** 1 s, 2 s, 4 s... up to 30 s between attempts, with a little jitter so a restarted server is not met by every tab at once. */
export const backoffMs = (attempt: number, random: () => number = Math.random): number => Math.min(30_000, 1000 * 2 ** attempt) * (0.8 + 0.4 * random());

/** A day: the stream stays open, the http client's timeout only guards the answer's headers. */
const STREAM_TIMEOUT_MS = 24 * 60 * 60_000;

const openEvents = async (): Promise<Response> =>
  (await request('/events', { headers: { Accept: 'text/event-stream' }, timeout: STREAM_TIMEOUT_MS })).response;

const timer = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The change events of one server-sent-events frame (comments such as `: ping` carry none). */
export const parseFrame = (frame: string): ChangeEvent | null => {
  let event = 'message';
  const data: string[] = [];
  for (const line of frame.split(/\r?\n/)) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  if (event !== 'change' || !data.length) return null;
  try {
    const parsed = JSON.parse(data.join('\n')) as Partial<ChangeEvent>;
    return typeof parsed.resource === 'string' ? { resource: parsed.resource, ids: parsed.ids ?? [], op: parsed.op ?? 'update' } : null;
  } catch {
    return null;
  }
};

/**
 * Reads the change stream with fetch (not EventSource: the token goes in the Authorization
 * header, never in a URL) and opens it again by itself, with backoff, whenever it ends or fails.
 * Returns the function that closes it for good.
 */
export const connectLive = ({ onChange, onOpen, open = openEvents, wait = timer }: LiveOptions): (() => void) => {
  let closed = false;
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  const run = async () => {
    let attempt = 0;
    while (!closed) {
      try {
        const response = await open();
        if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
        reader = response.body.getReader();
        if (closed) break;
        attempt = 0;
        onOpen?.();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          const frames = buffer.split(/\r?\n\r?\n/);
          buffer = frames.pop() ?? '';
          for (const frame of frames) {
            const event = parseFrame(frame);
            if (event) onChange(event);
          }
        }
      } catch {
        // A refused or dropped stream: try again after the backoff.
      }
      reader = null;
      if (closed) break;
      await wait(backoffMs(attempt));
      attempt += 1;
    }
  };
  void run();
  return () => {
    closed = true;
    void reader?.cancel().catch(() => undefined);
  };
};
