import { transcribingMessage } from './job-planner.service';

describe('transcribingMessage', () => {
  it('should tell staff in a sentence how the recording is being transcribed', () => {
    expect(transcribingMessage(12)).toBe('Transcribing 12 parts');
    expect(transcribingMessage(1)).toBe('Transcribing the recording in one part');
    expect(transcribingMessage(0)).toBe('Nothing to transcribe: the recording has no speech');
  });
});
