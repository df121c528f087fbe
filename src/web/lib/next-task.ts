/** Ends the current task: what follows runs in a task of its own, after the browser's pending work. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
