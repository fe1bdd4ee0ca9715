import { errorMessage } from './error-message';

describe('errorMessage', () => {
  it('should show the JSON message of a status error', () => {
    expect(errorMessage(new Error('403: {"message":"Admin accounts can only be created by an administrator"}'))).toBe(
      'Admin accounts can only be created by an administrator',
    );
  });

  it('should show a plain body as it came, and nothing for an empty one', () => {
    expect(errorMessage(new Error('500: boom'))).toBe('boom');
    expect(errorMessage(new Error('500: '))).toBeNull();
    expect(errorMessage('not an error')).toBeNull();
  });
});
