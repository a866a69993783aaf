/**
 * Errors a service raises when a rule refuses: a kind and a message meant for the user. Services
 * and job handlers speak these; only the HTTP edge (`http/errors.ts`) turns a kind into a status.
 */
export type DomainErrorKind =
  'invalid' | 'unauthorized' | 'forbidden' | 'not-found' | 'conflict' | 'too-large' | 'too-many';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
  }
}

export const invalid = (message: string) => new DomainError('invalid', message);
export const notFound = (what: string) => new DomainError('not-found', `${what} not found`);
export const notFoundMessage = (message: string) => new DomainError('not-found', message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new DomainError('forbidden', message);
export const unauthorized = () => new DomainError('unauthorized', 'Please sign in');
export const conflict = (message: string) => new DomainError('conflict', message);
/** An upload past one of its limits (the message names the limit). */
export const tooLarge = (message: string) => new DomainError('too-large', message);
export const tooMany = (message: string) => new DomainError('too-many', message);
