/**
 * `concurrency` clients asking in a loop for `seconds`: latency percentiles and requests per
 * second. A target is a URL, or a function of a counter for a new URL each time; the counter
 * runs on across rounds, so a target never repeats within a run.
 */
export function latencyMeter({ seconds, concurrency }) {
  let counter = 0;
  async function measureOnce(target) {
    const next = typeof target === 'function' ? () => target(counter++) : () => target;
    const latencies = [];
    let bytes = 0;
    let errors = 0;
    const end = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (Date.now() < end) {
          const t = process.hrtime.bigint();
          const res = await fetch(next(), { headers: { 'accept-encoding': 'gzip' } });
          const body = await res.arrayBuffer();
          latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
          bytes = body.byteLength;
          if (res.status !== 200) errors += 1;
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
    return { p50: at(0.5), p95: at(0.95), p99: at(0.99), rps: latencies.length / seconds, bytes, errors };
  }

  /**
   * `rounds` measurements of each `[name, target, before?]` (`before`: awaited before each of the
   * target's measurements), taken in turn so load from elsewhere falls on
   * all alike: per target the median of each figure, the bytes of an answer, all errors and every round's p95.
   */
  async function measureRounds(targets, rounds) {
    const results = targets.map(() => []);
    for (let round = 0; round < rounds; round++) {
      for (const [i, [, target, before]] of targets.entries()) {
        await before?.();
        results[i].push(await measureOnce(target));
      }
    }
    const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    return targets.map(([name], i) => {
      const r = results[i];
      const m = Object.fromEntries(['p50', 'p95', 'p99', 'rps'].map((k) => [k, median(r.map((x) => x[k]))]));
      return { name, ...m, bytes: r[0].bytes, errors: r.reduce((sum, x) => sum + x.errors, 0), p95s: r.map((x) => x.p95) };
    });
  }

  return { measureRounds };
}

/** One line of figures: name, p50/p95/p99, req/s, bytes of an answer, errors. */
export function latencyRow(r, nameWidth) {
  const ms = (v) => `${v.toFixed(1).padStart(7)} ms`;
  return `${r.name.padEnd(nameWidth)} p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  p99 ${ms(r.p99)}  ${r.rps.toFixed(0).padStart(6)} req/s  ${String(r.bytes).padStart(7)} B  errors ${r.errors}`;
}
