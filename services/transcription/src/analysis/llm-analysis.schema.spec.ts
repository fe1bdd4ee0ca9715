import { getMetadataStorage } from 'class-validator';
import { ANALYSIS_SCHEMA, PART_SCHEMA } from './llm-analysis.schema';
import { LlmAnswer, LlmPartAnswer, LlmQna, LlmReference, ModelAnswerError, readModelAnswer } from './llm-answer';

interface JsonSchema {
  type: string;
  enum?: readonly string[];
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  items?: JsonSchema;
}

/** Every answer the schema allows, as far as values go: each enum value in turn, one item per list. */
function examplesOf(schema: JsonSchema, pick = 0): unknown {
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, examplesOf(property, pick)]));
    case 'array':
      return [examplesOf(schema.items!, pick)];
    case 'string':
      return schema.enum ? schema.enum[pick % schema.enum.length] : 'words the lecture says';
    case 'integer':
      return 2;
    case 'number':
      return 0.5;
    default:
      throw new Error(`no example for a schema of type ${schema.type}`);
  }
}

const validated = (cls: new () => object) => new Set(getMetadataStorage().getTargetValidationMetadatas(cls, '', true, false).map((m) => m.propertyName));
const schemaOf = (s: typeof ANALYSIS_SCHEMA | typeof PART_SCHEMA) => s.schema as unknown as JsonSchema;
const enumLength = (schema: JsonSchema): number => Math.max(schema.enum?.length ?? 1, ...Object.values(schema.properties ?? {}).map(enumLength), schema.items ? enumLength(schema.items) : 1);

describe('the JSON schema the chat model is asked for, against the classes that read its answer', () => {
  it.each([
    ['lecture_analysis', ANALYSIS_SCHEMA, LlmAnswer],
    ['lecture_part_analysis', PART_SCHEMA, LlmPartAnswer],
  ] as const)('should read every answer %s allows, whole', (_, schema, answer) => {
    for (let pick = 0; pick < enumLength(schemaOf(schema)); pick++) {
      const example = examplesOf(schemaOf(schema), pick);
      expect(readModelAnswer(answer, JSON.stringify(example))).toEqual(example);
    }
  });

  it.each([
    ['lecture_analysis', ANALYSIS_SCHEMA.schema, LlmAnswer],
    ['lecture_part_analysis', PART_SCHEMA.schema, LlmPartAnswer],
    ['qna items', ANALYSIS_SCHEMA.schema.properties.qna.items, LlmQna],
    ['references', ANALYSIS_SCHEMA.schema.properties.references.items, LlmReference],
  ] as const)('should ask for each field the class of %s reads, and for nothing else', (_, schema, cls) => {
    expect([...schema.required].sort()).toEqual(Object.keys(schema.properties).sort());
    expect([...validated(cls)].sort()).toEqual(Object.keys(schema.properties).sort());
  });
});

describe(readModelAnswer.name, () => {
  const full = () => examplesOf(schemaOf(ANALYSIS_SCHEMA)) as Record<string, unknown>;
  const read = (answer: unknown) => readModelAnswer(LlmAnswer, JSON.stringify(answer));

  it.each([
    ['', 'model answer is empty'],
    ['{"title":', 'model answer is not JSON'],
    ['[1, 2]', 'model answer is not an object'],
  ])('should refuse %j with a message saying why', (content, message) => {
    expect(() => readModelAnswer(LlmAnswer, content)).toThrow(new ModelAnswerError(message));
  });

  it('should refuse an answer that breaks the schema, naming each bad field', () => {
    expect(() => read({ ...full(), title: '  ', keyPoints: 'one point', summary: undefined })).toThrow(
      /^model answer: .*title is empty.*summary is not a string.*keyPoints is not a list of strings/,
    );
    expect(() => read({ ...full(), mood: 'cheerful' })).toThrow('model answer: property mood should not exist');
  });

  it('should leave out a list item that breaks the schema, not the whole answer', () => {
    const answer = read({
      ...full(),
      qna: [{ q: 'Why fast?', a: 'For patience.', quote: 'fasting teaches patience', confidence: 3 }, { q: 'No answer?' }],
      references: [{ kind: 'poetry', surah: 0, ayah: 0, collection: '', quote: 'a verse of poetry' }],
    });
    expect(answer.qna).toEqual([{ q: 'Why fast?', a: 'For patience.', quote: 'fasting teaches patience', confidence: 1 }]);
    expect(answer.references).toEqual([]);
  });

  it('should trim the text a model answers and drop empty list entries', () => {
    const answer = read({ ...full(), title: ' Patience ', keyPoints: [' Fasting is a shield ', ' '] });
    expect([answer.title, answer.keyPoints]).toEqual(['Patience', ['Fasting is a shield']]);
  });
});
