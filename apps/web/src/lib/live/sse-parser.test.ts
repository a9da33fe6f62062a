import { describe, expect, it } from 'vitest';
import { SseParser } from './sse-parser';

describe('SseParser', () => {
  it('parses events with an id, a name and data', () => {
    const parser = new SseParser();
    const events = parser.push('id: 7\nevent: results\ndata: {"a":1}\n\n');
    expect(events).toEqual([{ id: '7', event: 'results', data: '{"a":1}' }]);
  });

  it('completes an event split across chunks anywhere, even inside a line end', () => {
    const parser = new SseParser();
    const text = 'id: 1\r\nevent: standing\r\ndata: {"rank":3}\r\n\r\nid: 2\r\ndata: x\r\n\r\n';
    const events = [];
    for (const char of text) events.push(...parser.push(char));
    expect(events).toEqual([
      { id: '1', event: 'standing', data: '{"rank":3}' },
      { id: '2', event: 'message', data: 'x' },
    ]);
  });

  it('accepts LF, CR and CRLF line ends', () => {
    const parser = new SseParser();
    expect(parser.push('data: a\rdata: b\r\rdata: c\r\n\r\ndata: d\n\n')).toEqual([
      { id: '', event: 'message', data: 'a\nb' },
      { id: '', event: 'message', data: 'c' },
      { id: '', event: 'message', data: 'd' },
    ]);
  });

  it('skips comments and blocks without data', () => {
    const parser = new SseParser();
    expect(parser.push(': ping\n\nevent: ping\n\n:keep-alive\n\n')).toEqual([]);
  });

  it('keeps the last id for later events and remembers it for a reconnect', () => {
    const parser = new SseParser('4');
    expect(parser.currentId).toBe('4');
    const events = parser.push('data: a\n\nid: 5\ndata: b\n\ndata: c\n\n');
    expect(events.map((e) => e.id)).toEqual(['4', '5', '5']);
    expect(parser.currentId).toBe('5');
  });

  it('ignores an id with a NUL, unknown fields and a leading byte order mark', () => {
    const parser = new SseParser();
    expect(parser.push('\uFEFFid: a\0b\nfoo: bar\ndata\n\n')).toEqual([
      { id: '', event: 'message', data: '' },
    ]);
  });

  it('strips one space after the colon only', () => {
    const parser = new SseParser();
    expect(parser.push('data:no-space\ndata:  two\n\n')).toEqual([
      { id: '', event: 'message', data: 'no-space\n two' },
    ]);
  });

  it('reads a retry field of digits', () => {
    const parser = new SseParser();
    parser.push('retry: 5000\n\nretry: soon\n\n');
    expect(parser.retryMs).toBe(5000);
  });

  it('waits for the blank line before dispatching', () => {
    const parser = new SseParser();
    expect(parser.push('event: results\ndata: {}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ id: '', event: 'results', data: '{}' }]);
  });
});
