import type { ImportDto } from '@lectures/proto';

const WIDTH = 30;

/** One line on stderr, redrawn in place on a terminal; a line every 10 s otherwise (CI, a Kubernetes Job). */
export class ProgressBar {
  private lastPlain = 0;

  constructor(private readonly out: NodeJS.WriteStream = process.stderr) {}

  draw(value: ImportDto, sending: number): void {
    const c = value.counts;
    const settled = c.stored + c.transcribing + c.done + c.duplicates + c.failed;
    const share = c.total ? settled / c.total : 0;
    const filled = Math.round(share * WIDTH);
    const rate = value.bytesPerSecond ? ` ${(value.bytesPerSecond / 1024 / 1024).toFixed(1)} MB/s` : '';
    const left = value.secondsLeft !== null ? ` ~${Math.ceil(value.secondsLeft / 60)} min left` : '';
    const line = `[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${settled}/${c.total} (stored ${c.stored + c.transcribing + c.done}, duplicates ${c.duplicates}, failed ${c.failed}${sending ? `, sending ${sending}` : ''})${rate}${left}`;
    if (this.out.isTTY) this.out.write(`\r${line.slice(0, (this.out.columns || 120) - 1)}\x1b[K`);
    else if (Date.now() - this.lastPlain > 10_000) {
      this.lastPlain = Date.now();
      this.out.write(`${line}\n`);
    }
  }

  done(): void {
    if (this.out.isTTY) this.out.write('\n');
  }
}
