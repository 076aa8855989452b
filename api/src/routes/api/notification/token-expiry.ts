/** When an already verified ID token expires, read from its `exp` claim. */
export function tokenExpiry(idToken: string): Date | undefined {
  const payload = idToken.split('.')[1];
  if (!payload) return undefined;
  try {
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof exp === 'number' && Number.isFinite(exp) ? new Date(exp * 1000) : undefined;
  } catch {
    return undefined;
  }
}
