import { WebSocket } from "ws";

/**
 * The socket hub's writes at stadium scale (issue #37). A message to 10,000 sockets is one payload:
 * it is framed once (the WebSocket header is the same for every server-to-client text frame of
 * that length: servers do not mask), and each socket gets that frame with one write. Frames for
 * one socket within the same tick (a burst, a delayed queue catching up) go out as one write.
 *
 * Writing the frame to the connection underneath `ws` is what `ws.send` does itself after
 * building the header; it is done here only while `ws`'s sender is idle (no compression, nothing
 * queued: this server never compresses, see app.ts), and otherwise falls back to `ws.send`, so the
 * order of frames on a connection is kept either way.
 */
interface WsInternals {
  _socket?: { write(chunk: Buffer): boolean; writable: boolean } | null;
  _sender?: { _state: number; _queue: unknown[] } | null;
}

/** One text frame (FIN, opcode 1, unmasked) holding `payload`. */
export function textFrame(payload: Buffer): Buffer {
  const n = payload.length;
  const headerLength = n < 126 ? 2 : n < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + n);
  frame[0] = 0x81;
  if (n < 126) frame[1] = n;
  else if (n < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(n, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(0, 2);
    frame.writeUInt32BE(n, 6);
  }
  payload.copy(frame, headerLength);
  return frame;
}

/** Frames of one payload, made once: a payload object maps to its frame. */
const frames = new WeakMap<Buffer, Buffer>();
const frameOf = (payload: Buffer) => {
  let f = frames.get(payload);
  if (!f) frames.set(payload, (f = textFrame(payload)));
  return f;
};

export class FrameWriter {
  private readonly pending = new Map<WebSocket, Buffer[]>();
  private scheduled = false;

  /** Queues `payload` (a text message) for `socket`; written at the end of this tick with the socket's others. */
  write(socket: WebSocket, payload: Buffer): void {
    const list = this.pending.get(socket);
    if (list) list.push(payload);
    else this.pending.set(socket, [payload]);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(this.flush);
    }
  }

  /** Writes everything queued (the tick's end; tests and close may call it earlier). */
  readonly flush = () => {
    this.scheduled = false;
    const batch = [...this.pending];
    this.pending.clear();
    for (const [socket, payloads] of batch) {
      if (socket.readyState !== WebSocket.OPEN) continue;
      const raw = socket as unknown as WsInternals;
      const idle = raw._sender && raw._sender._state === 0 && raw._sender._queue.length === 0;
      if (idle && raw._socket?.writable) {
        raw._socket.write(payloads.length === 1 ? frameOf(payloads[0]!) : Buffer.concat(payloads.map(frameOf)));
      } else for (const p of payloads) socket.send(p, { binary: false });
    }
  };
}
