import { EnvReader } from '@lectures/platform';
import { readTranscriptionConfig } from './transcription.config';

const read = (env: Record<string, string>) => readTranscriptionConfig(new EnvReader(env), '/tmp/data');

describe(readTranscriptionConfig.name, () => {
  it('should send speech and chat to one OpenAI-compatible server by default', () => {
    const config = read({ STT_ENGINE: 'openai', OPENAI_BASE_URL: 'https://api.example.org/v1', OPENAI_API_KEY: 'k', OPENAI_CHAT_MODEL: 'gpt-x' });
    expect(config.stt).toMatchObject({ engine: 'openai', baseURL: 'https://api.example.org/v1', apiKey: 'k' });
    expect(config.analyser).toEqual({ baseURL: 'https://api.example.org/v1', apiKey: 'k', chatModel: 'gpt-x' });
  });

  it('should let the chat model live on a server of its own (an in-cluster Whisper server beside Ollama)', () => {
    const config = read({
      STT_ENGINE: 'openai',
      OPENAI_BASE_URL: 'http://whisper:8000/v1',
      OPENAI_API_KEY: 'unused',
      OPENAI_CHAT_BASE_URL: 'http://chat:11434/v1',
      OPENAI_CHAT_API_KEY: 'ollama',
      OPENAI_CHAT_MODEL: 'qwen2.5:7b-instruct',
    });
    expect(config.stt).toMatchObject({ baseURL: 'http://whisper:8000/v1' });
    expect(config.analyser).toEqual({ baseURL: 'http://chat:11434/v1', apiKey: 'ollama', chatModel: 'qwen2.5:7b-instruct' });
  });
});
