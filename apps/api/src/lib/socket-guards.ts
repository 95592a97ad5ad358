// Sockets a client holds without using them: one that connects and sends nothing, or
// a JSON body trickled byte by byte for the whole request timeout (600 s, meant for large uploads).
import type { IncomingMessage, Server } from 'node:http';

export interface SocketGuards {
  /** A socket with no byte either way for this long is closed (event streams send a comment every 20 s). */
  idleMs: number;
  /** A body that is not a multipart upload must have fully arrived this long after its headers. */
  jsonBodyMs: number;
}

const hasBody = (request: IncomingMessage) =>
  Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;

export function guardSockets(server: Server, guards: SocketGuards) {
  server.setTimeout(guards.idleMs, (socket) => socket.destroy());
  server.on('request', (request: IncomingMessage, response) => {
    if (!hasBody(request) || /^multipart\//i.test(request.headers['content-type'] ?? '')) return;
    const deadline = setTimeout(() => request.socket.destroy(), guards.jsonBodyMs);
    deadline.unref();
    const done = () => clearTimeout(deadline);
    request.once('end', done);
    request.once('close', done);
    response.once('finish', done);
  });
}
