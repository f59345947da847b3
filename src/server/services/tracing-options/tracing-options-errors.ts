import {
  tracingOptionsErrorCodes as codes,
  tracingOptionsMessages as messages,
} from '../../../shared/admin/tracing-options-messages';
import { DomainError } from '../domain-error';

export const categoryNotFound = () =>
  new DomainError('not_found', messages.categoryNotFound, codes.categoryNotFound);
/** A body naming a category that does not exist. */
export const unknownCategory = () =>
  new DomainError('invalid', messages.categoryNotFound, codes.categoryNotFound);
export const categoryInUse = () => new DomainError('conflict', messages.categoryInUse, codes.categoryInUse);
export const imageNotFound = () => new DomainError('not_found', messages.imageNotFound, codes.imageNotFound);
export const soundtrackNotFound = () =>
  new DomainError('not_found', messages.soundtrackNotFound, codes.soundtrackNotFound);
export const silenceFixed = () => new DomainError('conflict', messages.silenceFixed, codes.silenceFixed);
export const orderStale = () => new DomainError('conflict', messages.orderStale, codes.orderStale);
export const sourceRequired = () => new DomainError('invalid', messages.sourceRequired, codes.sourceRequired);
export const sourceConflict = () => new DomainError('invalid', messages.sourceConflict, codes.sourceConflict);
export const kindRequired = () => new DomainError('invalid', messages.kindRequired, codes.kindRequired);
/** A field that only goes with a URL (an image's kind, a soundtrack's media type) sent without one. */
export const onlyWithUrl = (field: string) =>
  new DomainError('invalid', `${field}: Only given with url`, 'validation_failed');
