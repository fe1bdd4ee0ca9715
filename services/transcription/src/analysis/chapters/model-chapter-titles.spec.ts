import { chatCompletion, startOpenAiStub, type OpenAiStub, type StubChatRequest } from '../../testing/openai-stub.server';
import { makeTimedTranscript } from '../../testing/timed-transcript';
import { PRAYER_HALF, TRADE_HALF } from '../../testing/two-topic-lecture';
import { LlmAnalyser } from '../llm-analyser';

const input = makeTimedTranscript([...PRAYER_HALF, ...TRADE_HALF]);

const analysis = {
  title: 'Prayer and Trade',
  description: 'Two lessons.',
  speaker: '',
  summary: 'On washing and prayer, then on honest trade.',
  keyPoints: ['Wash before prayer', 'Do not cheat'],
  topics: ['Prayer', 'Trade'],
  tags: ['Fiqh'],
  qna: [],
  references: [],
};

/** The stub answers the analysis, and the chapter titles with `titles`. */
function stubWith(titles: (req: StubChatRequest) => unknown) {
  return startOpenAiStub({
    chat: (req) => {
      const schema = req.body.response_format?.json_schema?.name;
      return { json: chatCompletion(JSON.stringify(schema === 'lecture_chapter_titles' ? titles(req) : analysis)) };
    },
  });
}

describe('chapter titles from the chat model', () => {
  let stub: OpenAiStub;
  afterEach(async () => stub.close());

  it("should title the rules' chapters with the model's words, each chapter's opening in the question", async () => {
    stub = await stubWith(() => ({ titles: ['Purification before prayer', 'Honesty in the market'] }));
    const result = await new LlmAnalyser({ baseURL: stub.baseURL, apiKey: 'k', model: 'gpt-test' }).analyse(input);

    const asked = stub.chatRequests.find((r) => r.body.response_format?.json_schema?.name === 'lecture_chapter_titles')!;
    expect(asked.body.response_format?.json_schema?.strict).toBe(true);
    const question = asked.body.messages[1].content;
    expect(question).toMatch(/^Chapter 1 of 2 \(from 0:00\):\nour first subject today is the prayer/);
    expect(question).toMatch(/Chapter 2 of 2 \(from 1:\d\d\):\nnow we turn to a different subject/);
    expect(result.chapters).toEqual([
      { title: 'Purification before prayer', startTimeSec: 0, generated: true },
      { title: 'Honesty in the market', startTimeSec: expect.any(Number), generated: true },
    ]);
    expect(result.title).toBe('Prayer and Trade');
  });

  it("should keep the rules' titles when the model answers the wrong number of titles, and the analysis stays the model's", async () => {
    stub = await stubWith(() => ({ titles: ['Only one'] }));
    const result = await new LlmAnalyser({ baseURL: stub.baseURL, apiKey: 'k', model: 'gpt-test' }).analyse(input);
    expect(result.chapters).toHaveLength(2);
    expect(result.chapters.map((c) => c.title)).not.toContain('Only one');
    expect(result.chapters[1].title.toLowerCase()).toMatch(/price|buyer|market|merchant|seller|goods/);
    expect(result).toMatchObject({ engine: 'llm', analysedBy: 'gpt-test', summary: analysis.summary });
  });
});
