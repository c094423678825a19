// A PDF worker for the queue test: each document takes 300 ms to draw and is one byte long.
import { setTimeout } from 'node:timers/promises';

export default async function drawSlowly() {
  await setTimeout(300);
  return new ArrayBuffer(1);
}
