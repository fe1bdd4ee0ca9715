import { randomUUID } from 'node:crypto';
import type { OutboxRelay } from '@lectures/platform';
import type { Analysis } from '@lectures/proto';
import type { EntityManager } from 'typeorm';
import type { JobRepository } from '../jobs/job.repository';
import { AnalyseAgainService } from './analyse-again.service';
import type { Analyser } from './analysis.types';
import { RuleAnalyser } from './rule-analyser';

/** What the service sent through its outbox, in order. */
class SentEvents {
  readonly sent: { pattern: string; payload: { contentId: string; request: string; analysis?: Analysis; error?: string } }[] = [];
  asRelay(): OutboxRelay {
    return { add: async (_m: EntityManager, pattern: string, payload: never) => void this.sent.push({ pattern, payload }), kick: () => undefined } as unknown as OutboxRelay;
  }
}

const jobs = { transaction: <T>(work: (manager: EntityManager) => Promise<T>) => work({} as EntityManager) } as unknown as JobRepository;

const CORRECTED = [
  { start: 0, end: 8, text: 'Patience is half of faith, and the believer is patient in hardship and grateful in ease.' },
  { start: 8, end: 16, text: 'Allah says in Surah Al-Baqarah verse 153 that He is with those who are patient.' },
  { start: 16, end: 24, text: 'Patience in hardship is rewarded, and gratitude in ease keeps the blessing.' },
];

describe(AnalyseAgainService.name, () => {
  it('should analyse the corrected passages with the built-in rules and answer the request, references found at their times', async () => {
    const events = new SentEvents();
    const request = randomUUID();
    await new AnalyseAgainService(jobs, new RuleAnalyser(), events.asRelay()).run({ contentId: randomUUID(), request, passages: CORRECTED });
    expect(events.sent).toHaveLength(1);
    const [answer] = events.sent;
    expect(answer.pattern).toBe('transcription.analysed.v2');
    expect(answer.payload.request).toBe(request);
    expect(answer.payload.analysis?.summary).toMatch(/[Pp]atien/);
    expect(answer.payload.analysis?.analysedBy).toBe('Built-in rules');
    expect(answer.payload.analysis?.references).toEqual([expect.objectContaining({ kind: 'quran', surah: 2, ayah: 153, startTimeSec: expect.any(Number) })]);
    expect(answer.payload.analysis?.references?.[0].startTimeSec).toBeGreaterThanOrEqual(8);
  });

  it('should leave out what the engine was unsure of and still analyse the passages staff corrected', async () => {
    const unsure = (text: string) => ({ text, confidence: text.split(' ').map(() => 0.2) });
    const events = new SentEvents();
    const heard = [
      { start: 0, end: 8, ...unsure('The child through patient and rare, patient and obey an outpatient in the rusty hall.') },
      { start: 8, end: 16, ...unsure('Allah says in sir a bake or a verse one fifty three that he is with those who are patient.') },
      { start: 16, end: 24, ...unsure('Patients in hard ship is rewarded and gratitude in ease keeps the blessing.') },
    ];
    await new AnalyseAgainService(jobs, new RuleAnalyser(), events.asRelay()).run({ contentId: randomUUID(), request: randomUUID(), passages: heard });
    expect(events.sent[0].payload.analysis).toMatchObject({ tooUncertain: true, certainShare: 0 });
    expect(events.sent[0].payload.analysis?.summary).toBeUndefined();

    // Staff corrected every passage: a person checked them, so they are quoted.
    const checked = new SentEvents();
    await new AnalyseAgainService(jobs, new RuleAnalyser(), checked.asRelay()).run({ contentId: randomUUID(), request: randomUUID(), passages: CORRECTED });
    expect(checked.sent[0].payload.analysis?.tooUncertain).toBeUndefined();
    expect(checked.sent[0].payload.analysis?.summary).toMatch(/[Pp]atien/);
  });

  it('should answer why there is no analysis when the analyser fails, so the request does not hang', async () => {
    const events = new SentEvents();
    const broken: Analyser = { name: 'broken', analyse: () => Promise.reject(new Error('model gone')) };
    await new AnalyseAgainService(jobs, broken, events.asRelay()).run({ contentId: randomUUID(), request: randomUUID(), passages: CORRECTED });
    expect(events.sent[0].payload).toMatchObject({ error: 'The transcript could not be analysed' });
    expect(events.sent[0].payload).not.toHaveProperty('analysis');
  });
});
