export type CredentialFields = { email: string; password?: string; confirm?: string };
export type CredentialErrors = Partial<Record<keyof CredentialFields, string>>;

/**
 * Checks what can be checked before asking the provider: required fields, and that both
 * passwords match on sign-up. Only fields present in `fields` are checked.
 */
export function credentialErrors(fields: CredentialFields): CredentialErrors {
  const errors: CredentialErrors = {};
  if (!fields.email.trim()) errors.email = 'Enter your email address.';
  if (fields.password !== undefined && !fields.password) errors.password = 'Enter your password.';
  if (fields.confirm !== undefined) {
    if (!fields.confirm) errors.confirm = 'Enter your password again.';
    else if (fields.password && fields.confirm !== fields.password) errors.confirm = "The passwords don't match.";
  }
  return errors;
}

export function hasErrors(errors: CredentialErrors): boolean {
  return Object.keys(errors).length > 0;
}
