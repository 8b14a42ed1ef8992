/**
 * How long a comment's photo takes to process (app/comments/photos.server.ts): a 12-megapixel
 * phone photo turned into its two WebP files, five times, with the median and the slowest.
 * Figures, not a test: compare runs made on the same machine at the same time.
 */
import sharp from "sharp";
import { processPhoto } from "../../app/comments/photos.server.ts";

const RUNS = 5;

const input = await sharp({
  create: { width: 4000, height: 3000, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } },
})
  .jpeg({ quality: 90 })
  .toBuffer();

const times: number[] = [];
let sizes = "";
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  const result = await processPhoto(input);
  times.push(performance.now() - started);
  if (!result.ok) throw new Error(`not processed: ${result.problem}`);
  sizes = `${result.photo.large.length} + ${result.photo.avatar.length} bytes out`;
}
times.sort((a, b) => a - b);
console.log(`12-megapixel photo (${input.length} bytes in, ${sizes}), ${RUNS} runs:`);
console.log(`  median ${Math.round(times[Math.floor(RUNS / 2)]!)} ms, slowest ${Math.round(times.at(-1)!)} ms`);
