import type { IncomingMessage } from 'node:http';
import { sessionIdOfRaw } from './session-cookie';

const handshake = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } }) as IncomingMessage;

describe('sessionIdOfRaw (the WebSocket handshake)', () => {
  it('should read the __Host- session cookie first, then the plain one', () => {
    expect(sessionIdOfRaw(handshake('theme=dark; __Host-sid=abc%3D1; sid=old'))).toBe('abc=1');
    expect(sessionIdOfRaw(handshake('sid=plain'))).toBe('plain');
  });

  it('should ignore a missing, empty, oversized or malformed cookie', () => {
    expect(sessionIdOfRaw(handshake())).toBeUndefined();
    expect(sessionIdOfRaw(handshake('sid='))).toBeUndefined();
    expect(sessionIdOfRaw(handshake(`sid=${'x'.repeat(300)}`))).toBeUndefined();
    expect(sessionIdOfRaw(handshake('sid=%E0%A4%A'))).toBeUndefined();
  });
});
