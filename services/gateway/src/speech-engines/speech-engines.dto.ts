import { ApiProperty } from '@nestjs/swagger';
import { CONTENT_LANGUAGES, type ContentLanguage, type SpeechEngineKind } from '@lectures/proto';

export class SpeechEngineResponse {
  @ApiProperty({ enum: ['pocketsphinx', 'whisper', 'openai'], description: 'PocketSphinx, whisper.cpp in the service, or an OpenAI-compatible server' }) kind!: SpeechEngineKind;
  @ApiProperty({ type: String, nullable: true, description: "the whisper.cpp model or the server's model name (never its key); null for PocketSphinx" }) model!: string | null;
  @ApiProperty({ enum: CONTENT_LANGUAGES, isArray: true, description: "the lecture languages it transcribes ('other': further languages Whisper knows)" }) languages!: ContentLanguage[];
  @ApiProperty({ description: 'the engine the worker transcribes with' }) inUse!: boolean;
}

export class SpeechModelResponse {
  @ApiProperty({ example: 'small' }) name!: string;
  @ApiProperty({ example: 'ggml-small.bin' }) file!: string;
  @ApiProperty() bytes!: number;
  @ApiProperty({ type: Boolean, nullable: true, description: 'false for English-only (.en) models; null when refused' }) multilingual!: boolean | null;
  @ApiProperty({ type: String, nullable: true, description: 'why whisper.cpp cannot use the file; null when usable' }) refused!: string | null;
  @ApiProperty() inUse!: boolean;
}

export class SpeechEnginesResponse {
  @ApiProperty({ description: 'the transcription worker that answered (host:pid); workers of one deployment share settings and models' }) worker!: string;
  @ApiProperty({ description: 'segments that worker transcribes at once' }) workerSlots!: number;
  @ApiProperty({ type: [SpeechEngineResponse], description: 'the engines it can use, the one in use first' }) engines!: SpeechEngineResponse[];
  @ApiProperty({ type: [SpeechModelResponse], description: 'the ggml files in its models folder' }) models!: SpeechModelResponse[];
  @ApiProperty({ type: [String], description: 'why the engine is not the one expected (a refused model)' }) notes!: string[];
}
