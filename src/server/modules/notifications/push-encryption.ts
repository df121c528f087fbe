import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { EncryptResult, EncryptTask } from "./push-encryption.worker";

// Where the worker is: beside this module in the source tree (Node strips its types), beside
// main.js in the server bundle (dist/server, built by package.json's build:server).
const FROM_SOURCE = import.meta.url.endsWith(".ts");
const WORKER_URL = FROM_SOURCE
  ? new URL("./push-encryption.worker.ts", import.meta.url)
  : new URL("./push-encryption.worker.js", import.meta.url);
// Node 22.13–22.17 strip a worker's types only when asked (by default from 22.18 and 23.6).
const WORKER_OPTIONS =
  FROM_SOURCE && !process.features.typescript
    ? { execArgv: ["--experimental-strip-types", "--no-warnings=ExperimentalWarning"] }
    : {};

/**
 * Tasks a message carries at most. With PostgreSQL, a message a task cost the main thread about
 * a second of CPU more at a 10,000-push moment (bench/results/push.md); batches of 16 do not hold
 * the first pushes back behind a long batch.
 */
const BATCH = 16;

interface Waiting {
  resolve: (body: Buffer) => void;
  reject: (err: Error) => void;
}

/**
 * RFC 8291 encryption of Web Push payloads in worker threads. Each push needs its own ECDH key
 * pair and shared secret, HKDF and AES-GCM: at a final whistle's 10,000 pushes that was a third
 * of the main thread's time (bench/results/push.md), while the other core waited. Here the
 * workers encrypt as the main thread writes the fans' items and sends what is ready.
 *
 * A tiny pool rather than a library (no pool package is installed): one kind of task, the tasks
 * asked for in one turn of the event loop dealt round-robin in batches, no cancellation. Workers
 * start at the first push, are unref'd (they never hold the process open) and end with
 * `close()`. A worker that dies fails its tasks (those pushes fail, like a network error) and is
 * replaced at the next batch.
 */
export class PushEncryptionPool {
  private readonly workers: (Worker | undefined)[];
  private readonly waiting = new Map<number, Waiting & { worker: Worker }>();
  /** Tasks asked for in this turn of the event loop, not yet sent to a worker. */
  private queue: (Waiting & { task: EncryptTask })[] = [];
  private nextId = 0;
  private nextWorker = 0;

  /** By default one worker per core but one: the main thread sends, and keeps a core for it. */
  constructor(size = Math.max(1, availableParallelism() - 1)) {
    this.workers = Array.from({ length: size }, () => undefined);
  }

  /** The aes128gcm body of `payload` for the subscription's keys. */
  encrypt(p256dh: string, auth: string, payload: string): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      this.queue.push({ task: { id: this.nextId++, p256dh, auth, payload }, resolve, reject });
      if (this.queue.length >= BATCH) this.flush();
      else if (this.queue.length === 1) queueMicrotask(() => this.flush());
    });
  }

  /** Sends the queued tasks to the next worker, as one message. */
  private flush() {
    if (this.queue.length === 0) return;
    const batch = this.queue;
    this.queue = [];
    const index = this.nextWorker++ % this.workers.length;
    const worker = (this.workers[index] ??= this.start(index));
    for (const { task, resolve, reject } of batch) this.waiting.set(task.id, { worker, resolve, reject });
    worker.postMessage(batch.map((b) => b.task));
  }

  async close() {
    const workers = this.workers.splice(0, this.workers.length, ...this.workers.map(() => undefined));
    await Promise.all(workers.map((w) => w?.terminate()));
  }

  private start(index: number): Worker {
    const worker = new Worker(WORKER_URL, WORKER_OPTIONS);
    worker.unref();
    worker.on("message", (results: EncryptResult[]) => {
      for (const result of results) {
        const task = this.waiting.get(result.id);
        if (!task) continue;
        this.waiting.delete(result.id);
        if ("error" in result) task.reject(new Error(result.error));
        else task.resolve(Buffer.from(result.body.buffer, result.body.byteOffset, result.body.byteLength));
      }
    });
    const fail = (err: Error) => {
      if (this.workers[index] === worker) this.workers[index] = undefined;
      for (const [id, task] of this.waiting)
        if (task.worker === worker) {
          this.waiting.delete(id);
          task.reject(err);
        }
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`push encryption worker exited (${code})`)));
    return worker;
  }
}
