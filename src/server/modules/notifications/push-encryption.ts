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
 * RFC 8291 encryption of Web Push payloads in worker threads. Each push needs its own ECDH key
 * pair and shared secret, HKDF and AES-GCM: at a final whistle's 10,000 pushes that was a third
 * of the main thread's time (bench/results/push.md), while the other core waited. Here the
 * workers encrypt as the main thread writes the fans' items and sends what is ready.
 *
 * A tiny pool rather than a library (no pool package is installed): one kind of task, tasks
 * dealt round-robin, no cancellation. Workers start at the first push, are unref'd (they never
 * hold the process open) and end with `close()`. A worker that dies fails its tasks (those
 * pushes fail, like a network error) and is replaced at the next task.
 */
export class PushEncryptionPool {
  private readonly workers: (Worker | undefined)[];
  private readonly waiting = new Map<
    number,
    { worker: Worker; resolve: (body: Buffer) => void; reject: (err: Error) => void }
  >();
  private nextId = 0;
  private nextWorker = 0;

  /** By default one worker per core but one: the main thread sends, and keeps a core for it. */
  constructor(size = Math.max(1, availableParallelism() - 1)) {
    this.workers = Array.from({ length: size }, () => undefined);
  }

  /** The aes128gcm body of `payload` for the subscription's keys. */
  encrypt(p256dh: string, auth: string, payload: string): Promise<Buffer> {
    const id = this.nextId++;
    const index = this.nextWorker++ % this.workers.length;
    const worker = (this.workers[index] ??= this.start(index));
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { worker, resolve, reject });
      worker.postMessage({ id, p256dh, auth, payload } satisfies EncryptTask);
    });
  }

  async close() {
    const workers = this.workers.splice(0, this.workers.length, ...this.workers.map(() => undefined));
    await Promise.all(workers.map((w) => w?.terminate()));
  }

  private start(index: number): Worker {
    const worker = new Worker(WORKER_URL, WORKER_OPTIONS);
    worker.unref();
    worker.on("message", (result: EncryptResult) => {
      const task = this.waiting.get(result.id);
      if (!task) return;
      this.waiting.delete(result.id);
      if ("error" in result) task.reject(new Error(result.error));
      else task.resolve(Buffer.from(result.body.buffer, result.body.byteOffset, result.body.byteLength));
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
