import { chatCompletion, startOpenAiStub, type OpenAiStub, type StubChatRequest } from '../testing/openai-stub.server';
import { RAMADAN_TALK } from '../testing/lecture-script';
import { makeTimedTranscript } from '../testing/timed-transcript';
import { createAnalyser } from './analyser.factory';
import { FallbackAnalyser } from './fallback-analyser';
import { LlmAnalyser } from './llm-analyser';
import { RuleAnalyser } from './rule-analyser';

const input = makeTimedTranscript(RAMADAN_TALK);

function answer(overrides: Record<string, unknown> = {}) {
  return {
    title: 'The Purpose of Fasting',
    description: 'A short lesson on fasting in Ramadan.',
    speaker: '',
    summary: 'Fasting in Ramadan teaches patience.',
    keyPoints: ['Fasting is a pillar of Islam', 'Fasting is a shield'],
    topics: ['Fasting', 'Patience'],
    tags: ['Ramadan', 'Cooking'],
    qna: [
      {
        q: 'What is the purpose of fasting?',
        a: 'To teach patience and self control.',
        quote: 'the purpose of fasting is to teach patience and self control',
        confidence: 0.9,
      },
    ],
    ...overrides,
  };
}

const partAnswer = (n: number) => ({
  summary: `Part ${n} summary.`,
  keyPoints: [`Point ${n}`],
  topics: ['Fasting'],
  tags: ['Ramadan'],
  qna: [{ q: `Question ${n}?`, a: 'Answer.', quote: n === 1 ? 'fasting is a shield for the believer' : 'nothing like this is said', confidence: n / 10 }],
});

describe(LlmAnalyser.name, () => {
  let stub: OpenAiStub;
  afterEach(async () => stub.close());

  it('should ask the chat model for a JSON schema answer and locate each answer in the transcript', async () => {
    stub = await startOpenAiStub({ chat: () => ({ json: chatCompletion(JSON.stringify(answer())) }) });
    const analyser = new LlmAnalyser({ baseURL: stub.baseURL, apiKey: 'sk-chat', model: 'gpt-test' });
    const result = await analyser.analyse(input);

    expect(stub.chatRequests).toHaveLength(1);
    const [request] = stub.chatRequests;
    expect(request.authorization).toBe('Bearer sk-chat');
    expect(request.body.model).toBe('gpt-test');
    expect(request.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'lecture_analysis', strict: true } });
    expect(request.body.messages[1].content).toContain(input.text);

    expect(result).toMatchObject({ title: 'The Purpose of Fasting', summary: 'Fasting in Ramadan teaches patience.', language: 'en' });
    expect(result.speaker).toBeUndefined();
    // "Cooking" is not in the product's vocabulary.
    expect(result.tags).toEqual(['Ramadan']);
    const [qna] = result.qna;
    expect(qna.source).toBe('llm');
    expect(input.text.slice(qna.startChar, qna.endChar)).toBe('the purpose of fasting is to teach patience and self control');
    // The answer's "purpose" is the second one spoken; the quote starts a word before it.
    const purpose = input.words.filter((w) => w.word === 'purpose')[1];
    expect(qna.startTimeSec).toBeCloseTo(purpose.start - 0.3, 5);
    expect(qna.endTimeSec).toBeGreaterThan(qna.startTimeSec!);
  });

  it("should pass on the sources the model proposes, for the pipeline to check", async () => {
    const references = [
      { kind: 'quran', surah: 2, ayah: 255, collection: '', quote: 'the purpose of fasting' },
      { kind: 'hadith', surah: 0, ayah: 0, collection: 'Sahih al-Bukhari', quote: 'fasting is a shield' },
      { kind: 'poetry', surah: 0, ayah: 0, collection: '', quote: 'not a kind we know' },
    ];
    stub = await startOpenAiStub({ chat: () => ({ json: chatCompletion(JSON.stringify(answer({ references }))) }) });
    const result = await new LlmAnalyser({ baseURL: stub.baseURL, apiKey: 'k', model: 'gpt-test' }).analyse(input);
    expect(result.proposedReferences).toEqual(references.slice(0, 2));
    const schema = stub.chatRequests[0].body.response_format?.json_schema?.schema as { required: string[] };
    expect(schema.required).toContain('references');
  });

  it('should summarise a long transcript in parts, then combine them', async () => {
    const replies = (req: StubChatRequest) => {
      const schema = req.body.response_format?.json_schema?.name;
      if (schema === 'lecture_part_analysis') {
        const n = Number(/Part (\d+) of/.exec(req.body.messages[1].content)?.[1]);
        return { json: chatCompletion(JSON.stringify(partAnswer(n))) };
      }
      return { json: chatCompletion(JSON.stringify(answer({ qna: [] }))) };
    };
    stub = await startOpenAiStub({ chat: replies });
    const analyser = new LlmAnalyser({ baseURL: stub.baseURL, apiKey: 'k', model: 'm', maxPartChars: 150 });
    const result = await analyser.analyse(input);

    const names = stub.chatRequests.map((r) => r.body.response_format?.json_schema?.name);
    const parts = names.filter((n) => n === 'lecture_part_analysis').length;
    expect(parts).toBeGreaterThanOrEqual(2);
    expect(names[names.length - 1]).toBe('lecture_analysis');
    // Every part is sent once, whole sentences only, covering the transcript in order.
    const sent = stub.chatRequests.slice(0, parts).map((r) => r.body.messages[1].content.replace(/^Part \d+ of \d+ of the transcript:\n/, ''));
    expect(sent.join(' ')).toBe(input.text);
    const combine = JSON.parse(stub.chatRequests[parts].body.messages[1].content);
    expect(combine.map((p: { summary: string }) => p.summary)).toEqual(sent.map((_, i) => `Part ${i + 1} summary.`));
    // Q&A come from the parts, best first by position; the unquotable one has no offsets.
    const located = result.qna.find((q) => q.q === 'Question 1?')!;
    expect(input.text.slice(located.startChar, located.endChar)).toBe('fasting is a shield for the believer');
    expect(result.qna.find((q) => q.q === 'Question 2?')?.startChar).toBeUndefined();
  });

  it('should refuse an answer that does not follow the schema', async () => {
    stub = await startOpenAiStub({ chat: () => ({ json: chatCompletion('{"title": 3}') }) });
    const analyser = new LlmAnalyser({ baseURL: stub.baseURL, apiKey: 'k', model: 'm' });
    await expect(analyser.analyse(input)).rejects.toThrow(/title is not a string/);
  });
});

describe(FallbackAnalyser.name, () => {
  let stub: OpenAiStub;
  afterEach(async () => stub.close());

  it('should use the rules when the model fails, and say why', async () => {
    stub = await startOpenAiStub({ chat: () => ({ status: 500, json: { error: { message: 'model overloaded' } } }) });
    const reasons: unknown[] = [];
    const analyser = createAnalyser({ baseURL: stub.baseURL, apiKey: 'k', chatModel: 'm' }, (e) => reasons.push(e));
    const result = await analyser.analyse(input);
    expect(stub.chatRequests.length).toBeGreaterThanOrEqual(1);
    expect(String(reasons[0])).toMatch(/500/);
    expect(result.tags).toContain('Ramadan');
    expect(result.qna.length).toBeGreaterThan(0);
    expect(result.qna.every((q) => q.source === 'rule')).toBe(true);
  });

  it('should use the rules alone when no model is configured', () => {
    expect(createAnalyser({})).toBeInstanceOf(RuleAnalyser);
    expect(createAnalyser({ chatModel: 'm', apiKey: 'k' })).toBeInstanceOf(FallbackAnalyser);
  });
});
