import { LiquidError } from 'liquidjs';
import { messagingErrorCodes } from '../../../../shared/messaging/messaging-messages';
import { DomainError } from '../../domain-error';

/**
 * A template the engine refuses (syntax, unknown filter, a limit reached) becomes 400 with the
 * engine's message, which names the problem and its line; any other error passes on.
 */
export async function asTemplateError<T>(work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof LiquidError)
      throw new DomainError('invalid', error.message, messagingErrorCodes.templateSyntax);
    throw error;
  }
}
