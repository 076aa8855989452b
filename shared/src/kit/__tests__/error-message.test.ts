import { errorMessage } from 'shared/kit';

describe('errorMessage', () => {
  it("says an error's own message, checked by shape", () => {
    expect(errorMessage(new Error('That booking is no longer open.'))).toBe('That booking is no longer open.');
    expect(errorMessage({ message: 'From another realm' })).toBe('From another realm');
  });

  it('says a plain fallback, or the one given, when there is no message', () => {
    expect(errorMessage(new Error(''))).toBe('Something went wrong. Please try again.');
    expect(errorMessage('offline', 'The list could not be loaded.')).toBe('The list could not be loaded.');
  });
});
