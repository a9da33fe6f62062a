/**
 * An incremental parser of the Server-Sent Events wire format (WHATWG HTML §9.2.6), for a
 * stream read with fetch: EventSource cannot send the Bearer header the live endpoint needs.
 * Chunks may split anywhere, lines end in LF, CR or CRLF, comments (':' lines) are skipped.
 */

export type SseEvent = {
  /** `event:`; 'message' when the event named none. */
  event: string;
  /** The `data:` lines joined by '\n'. */
  data: string;
  /** The last event id seen so far on this stream (an `id:` persists to later events). */
  id: string;
};

export class SseParser {
  private buffer = '';
  private isFirstChunk = true;
  /** A chunk ended in CR: an LF at the start of the next one belongs to that line end. */
  private endedInCr = false;
  private eventName = '';
  private dataLines: string[] = [];
  private hasData = false;
  private lastEventId: string;
  /** The last `retry:` the server asked for, in milliseconds. */
  retryMs: number | null = null;

  constructor(lastEventId = '') {
    this.lastEventId = lastEventId;
  }

  get currentId(): string {
    return this.lastEventId;
  }

  /** Feeds decoded text; returns the events completed by it. */
  push(chunk: string): SseEvent[] {
    let text = chunk;
    if (this.isFirstChunk && text.length > 0) {
      this.isFirstChunk = false;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    if (this.endedInCr && text.startsWith('\n')) text = text.slice(1);
    this.endedInCr = false;
    this.buffer += text;

    const events: SseEvent[] = [];
    let start = 0;
    for (let i = 0; i < this.buffer.length; i++) {
      const char = this.buffer[i];
      if (char !== '\n' && char !== '\r') continue;
      const line = this.buffer.slice(start, i);
      if (char === '\r') {
        if (i + 1 < this.buffer.length) {
          if (this.buffer[i + 1] === '\n') i++;
        } else {
          this.endedInCr = true;
        }
      }
      start = i + 1;
      const event = this.processLine(line);
      if (event !== null) events.push(event);
    }
    this.buffer = this.buffer.slice(start);
    return events;
  }

  private processLine(line: string): SseEvent | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        this.eventName = value;
        break;
      case 'data':
        this.dataLines.push(value);
        this.hasData = true;
        break;
      case 'id':
        // The spec ignores an id with a NUL in it.
        if (!value.includes('\0')) this.lastEventId = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) this.retryMs = Number(value);
        break;
      default:
        break;
    }
    return null;
  }

  private dispatch(): SseEvent | null {
    const event: SseEvent | null = this.hasData
      ? {
          event: this.eventName || 'message',
          data: this.dataLines.join('\n'),
          id: this.lastEventId,
        }
      : null;
    this.eventName = '';
    this.dataLines = [];
    this.hasData = false;
    return event;
  }
}
