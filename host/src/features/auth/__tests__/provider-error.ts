/** An error as Firebase Authentication throws it: a `code` and its own message. */
export function providerError(code: string, message = `Firebase: Error (${code}).`) {
  return Object.assign(new Error(message), { code });
}
